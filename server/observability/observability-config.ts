/**
 * The operator's settings for metrics, traces and load shedding, read from the environment at
 * start like the rest (server/config.ts): a bad value stops the server with a message naming the
 * variable; an empty variable counts as unset.
 */
import { ConfigError, type Env } from '../config.ts';
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingConfig } from './load-shedding.ts';

export type ObservabilityConfig = {
  /** METRICS_PORT: the Prometheus listener's port, on HOST; undefined, no metrics at all. */
  metricsPort: number | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go over OTLP/HTTP; undefined, no tracing code is loaded. */
  otlpEndpoint: string | undefined;
  loadShedding: LoadSheddingConfig;
};

const MAX_PORT = 65_535;

export function loadObservabilityConfig(env: Env): ObservabilityConfig {
  const problems: string[] = [];
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const integer = (name: string, min: number, max: number, fallback: number | undefined) => {
    const text = value(name);
    if (text === undefined) return fallback;
    if (!/^\d{1,15}$/.test(text) || Number(text) < min || Number(text) > max) {
      problems.push(`- ${name} doit être un nombre entier entre ${min} et ${max} (valeur reçue : « ${text} »)`);
      return fallback;
    }
    return Number(text);
  };
  const metricsPort = integer('METRICS_PORT', 1, MAX_PORT, undefined);
  const otlpEndpoint = value('OTEL_EXPORTER_OTLP_ENDPOINT');
  if (otlpEndpoint !== undefined && !/^https?:\/\/[^\s]+$/.test(otlpEndpoint)) {
    problems.push('- OTEL_EXPORTER_OTLP_ENDPOINT doit être une adresse http(s), par exemple http://127.0.0.1:4318');
  }
  const defaults = DEFAULT_LOAD_SHEDDING;
  const loadShedding: LoadSheddingConfig = {
    maxEventLoopDelayMs: integer('LOAD_SHED_EVENT_LOOP_DELAY_MS', 0, 600_000, defaults.maxEventLoopDelayMs) ?? 0,
    maxHeapUsedBytes: integer('LOAD_SHED_HEAP_USED_BYTES', 0, Number.MAX_SAFE_INTEGER, defaults.maxHeapUsedBytes) ?? 0,
    maxRssBytes: integer('LOAD_SHED_RSS_BYTES', 0, Number.MAX_SAFE_INTEGER, defaults.maxRssBytes) ?? 0,
    sampleIntervalMs: integer('LOAD_SHED_SAMPLE_INTERVAL_MS', 10, 60_000, defaults.sampleIntervalMs) ?? defaults.sampleIntervalMs,
  };
  if (problems.length > 0) throw new ConfigError(`Configuration invalide :\n${problems.join('\n')}`);
  return { metricsPort, otlpEndpoint, loadShedding };
}
