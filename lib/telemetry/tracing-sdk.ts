import 'server-only';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, TraceIdRatioBasedSampler, type Sampler } from '@opentelemetry/sdk-trace-node';
import { onShutdown } from '@/server/shutdown-hooks';

/**
 * The OpenTelemetry SDK for traces, started by instrumentation.ts only when an OTLP endpoint is set (server/config.ts,
 * tracesExported). The exporter reads the standard variables itself (the endpoint, OTEL_EXPORTER_OTLP_HEADERS for a
 * collector's key, the OTEL_BSP_* batching settings); the service is OTEL_SERVICE_NAME, else "gaming-site". Registering
 * the provider also registers the W3C trace context propagator and the AsyncLocalStorage context manager: Next then
 * records its spans (the request, the proxy, the render) under the incoming `traceparent`, lib/platform/client.ts one
 * span per platform call beneath them, and server/page-cache/serve.ts the page cache's.
 *
 * Which requests are traced is decided once, as each begins (server/tracing.ts withRequestSpan, by the sampler:
 * defaultSampler), and Next records its spans only in those (SampledRequestsTracerProvider).
 *
 * Spans leave in batches, every few seconds; when the process stops (server/stop.ts), the batch still waiting is
 * exported and the exporter shut down before it exits (stopTraceExport), so a deploy loses none of its last requests'.
 */
export function startTraceExport(): void {
  const provider = new SampledRequestsTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'gaming-site' }),
    ...defaultSampler(process.env),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  onShutdown('trace export', () => stopTraceExport(provider));
}

/** Of the requests that come with no trace of their own, the share traced unless OTEL_TRACES_SAMPLER says otherwise. */
export const DEFAULT_SAMPLE_RATIO = 0.1;

/**
 * The site's sampler where the operator names none (OTEL_TRACES_SAMPLER, which the SDK reads itself): a request that
 * carries a `traceparent` is traced as its caller decided, any other one time in ten (DEFAULT_SAMPLE_RATIO). Every
 * request traced cost a page from the cache a sixth of its time (npm run bench:observability); one in ten is what the
 * field runs in production, and an operator after one slow page sets OTEL_TRACES_SAMPLER=parentbased_always_on.
 */
export function defaultSampler(env: Record<string, string | undefined>): { sampler?: Sampler } {
  if (env.OTEL_TRACES_SAMPLER) return {};
  return { sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(DEFAULT_SAMPLE_RATIO) }) };
}

/** The spans not yet exported sent now, then the processor and its exporter shut down (no span is taken after it). */
async function stopTraceExport(provider: Pick<NodeTracerProvider, 'forceFlush' | 'shutdown'>): Promise<void> {
  await provider.forceFlush();
  await provider.shutdown();
}

/**
 * The SDK's provider, under the name Next reads as "no tracing" (next/dist/server/lib/trace/tracer.js,
 * isOpenTelemetryEnabled: a provider whose class is NoopTracerProvider): Next then records its spans only inside a
 * span that is recorded, the request's as the front began it when the sampler chose it. Next otherwise does its
 * tracing's work on every request, sampled or not: a page from the cache took 17 % more CPU with one request in ten
 * traced as with all (2.38 against 2.01 ms), and none more than with no tracing (1.81 against 1.82 ms) once only the
 * traced ones paid. tests/unit/lib/telemetry/tracing-sdk.test.ts holds Next to this reading.
 */
class SampledRequestsTracerProvider extends NodeTracerProvider {}
Object.defineProperty(SampledRequestsTracerProvider, 'name', { value: 'NoopTracerProvider' });
