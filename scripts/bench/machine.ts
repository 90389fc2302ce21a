/** The machine the figures come from: they mean little without it (2 cores, shared, loaded or not). */
import os from 'node:os';
import { round } from './stats.ts';

export type Machine = {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  platform: string;
  node: string;
};

export function describeMachine(): Machine {
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

/** Load average over 1, 5 and 15 minutes. */
export const loadAverage = (): [number, number, number] => os.loadavg().map((value) => round(value, 2)) as [number, number, number];
