/**
 * OpenTelemetry traces (docs/decisions/082, 095), loaded by start.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: a span for each request (@fastify/otel), each store call and
 * each payment-provider call, the last two children of their request's span, exported over OTLP/HTTP in
 * JSON (the exporter reads the endpoint and the other OTEL_EXPORTER_OTLP_* variables itself). An
 * attribute holds a route pattern, a method, a status, an operation name or a provider name: the
 * address as requested (`url.path`, where record ids and session ids travel) is replaced by its
 * route pattern, and no argument of a store or provider call is recorded.
 */
import { type Attributes, type Span, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance } from 'fastify';
import type { Instruments } from './instruments.ts';
import { UNMATCHED_ROUTE } from './metrics.ts';
import { TRACE_EXPORT_TIMEOUT_MS } from '../kernel/timeouts.ts';

/**
 * What the export may hold and send (docs/decisions/113): a bounded queue whose overflow is dropped,
 * batches of a bounded size, one export at a time, each given up after TRACE_EXPORT_TIMEOUT_MS. A
 * collector that hangs then costs what a working one does: the spans are made and queued the same
 * way, and dropped rather than held or sent again.
 */
export const TRACE_EXPORT_BOUNDS = {
  maxQueueSize: 2048,
  maxExportBatchSize: 512,
  scheduledDelayMillis: 1_000,
  concurrencyLimit: 1,
} as const;

function boundedExport(): BatchSpanProcessor {
  const exporter = new OTLPTraceExporter({
    timeoutMillis: TRACE_EXPORT_TIMEOUT_MS,
    concurrencyLimit: TRACE_EXPORT_BOUNDS.concurrencyLimit,
  });
  return new BatchSpanProcessor(exporter, {
    maxQueueSize: TRACE_EXPORT_BOUNDS.maxQueueSize,
    maxExportBatchSize: TRACE_EXPORT_BOUNDS.maxExportBatchSize,
    scheduledDelayMillis: TRACE_EXPORT_BOUNDS.scheduledDelayMillis,
    exportTimeoutMillis: TRACE_EXPORT_TIMEOUT_MS,
  });
}

const SERVICE_NAME = 'procuration-en-ligne';
const TRACER_NAME = 'procuration-en-ligne';

export type Tracing = {
  instruments: Instruments;
  /**
   * Sends the spans still waiting, then stops; never fails. A collector that does not answer within the
   * export's bound loses those spans, which is said, and the stop goes on: on a loaded machine the batch's
   * own timer can fire before the exporter's, and its rejection would otherwise end the stop with exit 1.
   */
  shutdown: () => Promise<void>;
};

export function startTracing(): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || SERVICE_NAME }),
    spanProcessors: [boundedExport()],
  });
  // The context manager (AsyncLocalStorage) that makes a store call a child of its request's span.
  provider.register();
  const tracer = trace.getTracer(TRACER_NAME);
  const fastifyOtel = new FastifyOtelInstrumentation({
    // The request alone, not every plugin's hook (rate limit, headers, metrics…) nor the handler: a span
    // for each of them, on every request, is work no operator reads (docs/decisions/089, 095). The
    // handler still runs in the request's context (fastify carries it through the body's parsing), so
    // the store and provider calls are children of the request's span.
    instrumentHooks: false,
    instrumentHandler: false,
    requestHook: (span, request) => {
      span.setAttribute('url.path', request.routeOptions.url ?? UNMATCHED_ROUTE);
    },
  });
  fastifyOtel.setTracerProvider(provider);

  const instruments: Instruments = {
    register: (app: FastifyInstance) => {
      app.register(fastifyOtel.plugin());
    },
    store: (store) => traced(store, tracer, 'db', { 'db.system.name': 'procuration-store' }),
    provider: (paymentProvider) => traced(paymentProvider, tracer, 'payment', { 'payment.provider': paymentProvider.name }),
  };
  const shutdown = () =>
    provider.shutdown().catch((error: unknown) => {
      console.error(`Procuration en Ligne : traces non envoyées à l'arrêt (${error instanceof Error ? error.message : 'erreur'})`);
    });
  return { instruments, shutdown };
}

/**
 * The same object, each method call in a client span named `<prefix> <method>` with `attributes`
 * and the operation's name, its arguments never recorded. No function is made per call: each one
 * made costs more than it seems where names are kept (tsx's `keepNames`), on every store call.
 */
function traced<T extends object>(target: T, tracer: Tracer, prefix: string, attributes: Attributes): T {
  const wrapped: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [name, value] of Object.entries(target)) {
    if (typeof value !== 'function') continue;
    const method = value as (...args: unknown[]) => unknown;
    const spanName = `${prefix} ${name}`;
    const options = { kind: SpanKind.CLIENT, attributes: { ...attributes, 'operation.name': name } };
    // A call inside a request the sampler left out gets no span: it would be dropped all the same,
    // after costing its ids, its context and its sampling decision. A call of its own (the sweeps) is a
    // root, sampled as a request is.
    wrapped[name] = (...args: unknown[]) =>
      trace.getActiveSpan()?.isRecording() === false
        ? method.apply(target, args)
        : tracer.startActiveSpan(spanName, options, (span) => callInSpan(span, method, target, args));
  }
  return wrapped as T;
}

function callInSpan(span: Span, method: (...args: unknown[]) => unknown, target: object, args: unknown[]): unknown {
  let result: unknown;
  try {
    result = method.apply(target, args);
  } catch (error) {
    endSpan(span, error);
    throw error;
  }
  if (!(result instanceof Promise)) {
    endSpan(span);
    return result;
  }
  return result.then(
    (value: unknown) => {
      endSpan(span);
      return value;
    },
    (error: unknown) => {
      endSpan(span, error);
      throw error;
    },
  );
}

function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
  span.end();
}
