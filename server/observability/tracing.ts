/**
 * OpenTelemetry traces (docs/decisions/082), loaded by start.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: a span for each request (@fastify/otel, with its hooks and
 * handler below it), each store call and each payment-provider call, exported over OTLP/HTTP in
 * JSON (the exporter reads the endpoint and the other OTEL_EXPORTER_OTLP_* variables itself). An
 * attribute holds a route pattern, a method, a status, an operation name or a provider name: the
 * address as requested (`url.path`, where record ids and session ids travel) is replaced by its
 * route pattern, and no argument of a store or provider call is recorded.
 */
import { type Attributes, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance } from 'fastify';
import type { Instruments } from './instruments.ts';
import { UNMATCHED_ROUTE } from './metrics.ts';

const SERVICE_NAME = 'procuration-en-ligne';
const TRACER_NAME = 'procuration-en-ligne';

export type Tracing = {
  instruments: Instruments;
  /** Sends the spans still waiting, then stops. */
  shutdown: () => Promise<void>;
};

export function startTracing(): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The context manager (AsyncLocalStorage) that makes a store call a child of its request's span.
  provider.register();
  const tracer = trace.getTracer(TRACER_NAME);
  const fastifyOtel = new FastifyOtelInstrumentation({
    // The request and its handler, not every plugin's hook (rate limit, headers, metrics…): a span for
    // each of them, on every request, is work no operator reads (docs/decisions/089).
    instrumentHooks: false,
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
  return { instruments, shutdown: () => provider.shutdown() };
}

/**
 * The same object, each method call in a client span named `<prefix> <method>` with `attributes`
 * and the operation's name, its arguments never recorded.
 */
function traced<T extends object>(target: T, tracer: Tracer, prefix: string, attributes: Attributes): T {
  const wrapped: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [name, value] of Object.entries(target)) {
    if (typeof value !== 'function') continue;
    const method = value as (...args: unknown[]) => unknown;
    wrapped[name] = (...args: unknown[]) =>
      tracer.startActiveSpan(
        `${prefix} ${name}`,
        { kind: SpanKind.CLIENT, attributes: { ...attributes, 'operation.name': name } },
        (span) => {
          const ended = (error?: unknown) => {
            if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
            span.end();
          };
          try {
            const result = method.apply(target, args);
            if (result instanceof Promise)
              return result.then(
                (v) => (ended(), v),
                (error: unknown) => (ended(error), Promise.reject(error)),
              );
            ended();
            return result;
          } catch (error) {
            ended(error);
            throw error;
          }
        },
      );
  }
  return wrapped as T;
}
