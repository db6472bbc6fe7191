import 'server-only';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { onShutdown } from '@/server/shutdown-hooks';

/**
 * The OpenTelemetry SDK for traces, started by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set. The
 * exporter reads the standard variables itself (the endpoint, OTEL_EXPORTER_OTLP_HEADERS for a collector's key, the
 * OTEL_BSP_* batching settings); the service is OTEL_SERVICE_NAME, else "gaming-site". Registering the provider also
 * registers the W3C trace context propagator and the AsyncLocalStorage context manager: Next then records its spans
 * (the request, the proxy, the render) under the incoming `traceparent`, lib/platform/client.ts one span per platform
 * call beneath them, and server/page-cache/serve.ts the page cache's.
 *
 * Spans leave in batches, every few seconds; when the process stops (server/stop.ts), the batch still waiting is
 * exported and the exporter shut down before it exits (stopTraceExport), so a deploy loses none of its last requests'.
 */
export function startTraceExport(): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'gaming-site' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  onShutdown('trace export', () => stopTraceExport(provider));
}

/** The spans not yet exported sent now, then the processor and its exporter shut down (no span is taken after it). */
async function stopTraceExport(provider: Pick<NodeTracerProvider, 'forceFlush' | 'shutdown'>): Promise<void> {
  await provider.forceFlush();
  await provider.shutdown();
}
