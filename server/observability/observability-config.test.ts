/** METRICS_PORT, OTEL_EXPORTER_OTLP_ENDPOINT and the load-shedding thresholds, read at start. */
import { describe, expect, test } from 'vitest';
import { ConfigError } from '../config.ts';
import { DEFAULT_LOAD_SHEDDING } from './load-shedding.ts';
import { loadObservabilityConfig } from './observability-config.ts';

describe('loadObservabilityConfig', () => {
  test('unset or empty: no metrics, no traces, the default thresholds', () => {
    expect(loadObservabilityConfig({})).toEqual({ metricsPort: undefined, otlpEndpoint: undefined, loadShedding: DEFAULT_LOAD_SHEDDING });
    expect(loadObservabilityConfig({ METRICS_PORT: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' }).metricsPort).toBeUndefined();
  });

  test('given values are read', () => {
    const config = loadObservabilityConfig({
      METRICS_PORT: '9101',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_HEAP_USED_BYTES: '800000000',
    });
    expect(config.metricsPort).toBe(9101);
    expect(config.otlpEndpoint).toBe('http://127.0.0.1:4318');
    expect(config.loadShedding).toMatchObject({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 800_000_000 });
  });

  test('bad values stop the start with one French line each, naming the variable', () => {
    const read = () =>
      loadObservabilityConfig({ METRICS_PORT: '70000', OTEL_EXPORTER_OTLP_ENDPOINT: 'collecteur', LOAD_SHED_RSS_BYTES: '-1' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(
      [
        'Configuration invalide :',
        '- METRICS_PORT doit être un nombre entier entre 1 et 65535 (valeur reçue\u00a0: «\u00a070000\u00a0»)',
      ].join('\n'),
    );
  });
});
