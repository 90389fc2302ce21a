/** What bench/results.json holds: the machine and its load, then every figure of each section run. */
import type { ApiFigures } from './api.ts';
import type { ObservabilityFigures } from './api-observability.ts';
import type { FirstLoad } from './first-load.ts';
import type { InputLatencyFigures } from './input-latency.ts';
import type { InteractionFigures } from './interaction.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { Machine } from './machine.ts';
import type { BenchOptions, Section } from './options.ts';
import type { PdfClickFigures } from './pdf-click.ts';

export type BenchResults = {
  date: string;
  machine: Machine;
  chromium: string | undefined;
  options: BenchOptions;
  /** Load average (1, 5, 15 min) when the benchmark started and after each section. */
  loadAverage: Array<{ at: string; values: [number, number, number] }>;
  build: { rebuilt: boolean; seconds: number };
  web?: FirstLoad;
  /** The React floor's JavaScript, gzip -9 (react-floor.ts), built in the same run. */
  reactFloorJsGzipBytes?: number;
  lighthouse?: LighthouseFigures;
  pdfClick?: PdfClickFigures;
  inputLatency?: InputLatencyFigures;
  interaction?: InteractionFigures;
  api?: ApiFigures;
  observability?: ObservabilityFigures;
  /** Sections that could not run, and why. */
  failures: Partial<Record<Section, string>>;
  seconds: number;
};
