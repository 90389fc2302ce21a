/**
 * `npm start` with METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT set, as a real process in simulated
 * payment mode (docs/decisions/080, 082): after a paid round trip, the metrics listener (and only it)
 * serves the counters, and a local OTLP receiver holds the round trip's spans, each store and
 * provider call the child of its request's span, with no id in any attribute.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aStoredForm } from '../../src/domain/test-factory.test-helper.ts';
import { freePort, READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from '../server-process.test-helper.ts';
import { sampleValue } from './metrics-text.test-helper.ts';
import { type ReceivedSpan, startOtlpReceiver } from './otlp-receiver.test-helper.ts';

const FORM = aStoredForm({ duration: '1 an', endDate: '2031-03-01', authorizedOperations: ['Consultation de solde'] });

let server: ServerProcess | undefined;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let dataDir: string;
let metricsPort: number;
const opened: string[] = [];
let metricsText = '';
let publicMetricsStatus = 0;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  dataDir = await mkdtemp(path.join(tmpdir(), 'procuration-observability-'));
  metricsPort = await freePort();
  server = await startServer({
    PAYMENT_MODE: 'simulated',
    DATA_DIR: dataDir,
    METRICS_PORT: String(metricsPort),
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
  });
  const { url } = server;
  const postJson = (address: string, body: unknown) =>
    fetch(address, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const created = await postJson(`${url}/api/pdf-data`, { data: FORM, include_signature: false });
  const { id, ownerToken } = (await created.json()) as { id: string; ownerToken: string };
  const checkout = await postJson(`${url}/api/create-checkout-session`, { pdfDataId: id, ownerToken });
  const checkoutPath = new URL(((await checkout.json()) as { url: string }).url).pathname;
  const sessionId = checkoutPath.split('/').pop() ?? '';
  opened.push(id, sessionId);
  await (await fetch(`${url}${checkoutPath}`)).text();
  await fetch(`${url}${checkoutPath}/payer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  await (await fetch(`${url}/api/pdf-data/${id}?session_id=${sessionId}`)).text();
  await fetch(`${url}/api/pdf-data/${id}?session_id=${sessionId}`, { method: 'DELETE' });
  metricsText = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  publicMetricsStatus = (await fetch(`${url}/metrics`)).status;
  // The stop sends the spans still waiting.
  await stopServer(server);
}, READY_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await stopServer(server);
  await receiver.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server started with METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  test('its metrics listener counts the paid round trip', () => {
    for (const name of [
      'procuration_records_created_total',
      'procuration_checkouts_opened_total',
      'procuration_payments_fulfilled_total',
      'procuration_records_released_total',
      'procuration_records_deleted_total',
    ]) {
      expect(sampleValue(metricsText, name), name).toBe(1);
    }
    expect(sampleValue(metricsText, 'procuration_checkouts_reused_total')).toBe(0);
    expect(sampleValue(metricsText, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/pdf-data', status: '201' })).toBe(
      1,
    );
    for (const id of opened) expect(metricsText).not.toContain(id);
  });

  test('the public address has no /metrics', () => {
    expect(publicMetricsStatus).toBe(404);
  });

  test('the OTLP receiver holds each request of the round trip, with its store and provider calls as children', () => {
    const { spans } = receiver;
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const rootOf = (span: ReceivedSpan): ReceivedSpan => {
      let current = span;
      while (current.parentSpanId !== undefined && byId.has(current.parentSpanId)) current = byId.get(current.parentSpanId) as ReceivedSpan;
      return current;
    };
    const requestSpan = (method: string, route: string) =>
      spans.find(
        (span) => span.name === 'request' && span.attributes['http.request.method'] === method && span.attributes['http.route'] === route,
      );
    const childrenNamed = (root: ReceivedSpan | undefined, name: string) =>
      spans.filter((span) => span.name === name && root !== undefined && span.traceId === root.traceId && rootOf(span) === root);

    const create = requestSpan('POST', '/api/pdf-data');
    expect(create?.attributes['http.response.status_code']).toBe(201);
    expect(childrenNamed(create, 'db create')).toHaveLength(1);

    const checkout = requestSpan('POST', '/api/create-checkout-session');
    expect(childrenNamed(checkout, 'payment createCheckoutSession')).toHaveLength(1);
    expect(childrenNamed(checkout, 'db withLockedRecord').length).toBeGreaterThanOrEqual(1);

    const pay = requestSpan('POST', '/paiement-simule/:sessionId/payer');
    expect(childrenNamed(pay, 'db markPaid')).toHaveLength(1);

    const release = requestSpan('GET', '/api/pdf-data/:id');
    expect(childrenNamed(release, 'db find')).toHaveLength(1);

    const remove = requestSpan('DELETE', '/api/pdf-data/:id');
    expect(childrenNamed(remove, 'db deletePaid')).toHaveLength(1);

    // Each store and provider call is a child of its request's span itself (no handler span between,
    // docs/decisions/095), the request with a body (create, checkout) as the one without (release).
    expect(childrenNamed(create, 'db create')[0]?.parentSpanId).toBe(create?.spanId);
    expect(childrenNamed(checkout, 'payment createCheckoutSession')[0]?.parentSpanId).toBe(checkout?.spanId);
    expect(childrenNamed(release, 'db find')[0]?.parentSpanId).toBe(release?.spanId);
    expect(spans.filter((span) => /handler/.test(span.name))).toEqual([]);

    if (process.env.PRINT_TRACE) {
      for (const span of spans.filter((s) => s.name === 'request')) {
        const print = (node: ReceivedSpan, depth: number): void => {
          console.log(`${'  '.repeat(depth)}${node.name} ${String(node.attributes['http.route'] ?? '')} ${node.durationMs.toFixed(2)} ms`);
          for (const child of spans.filter((c) => c.parentSpanId === node.spanId)) print(child, depth + 1);
        };
        print(span, 0);
      }
    }
    const exported = JSON.stringify(spans);
    for (const id of opened) expect(exported).not.toContain(id);
    expect(exported).not.toContain('Dupont');
  });
});
