import 'server-only';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * The OpenTelemetry SDK for traces, started by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set. The
 * exporter reads the standard variables itself (the endpoint, OTEL_EXPORTER_OTLP_HEADERS for a collector's key); the
 * service is OTEL_SERVICE_NAME, else "gaming-site". Registering the provider also registers the W3C trace context
 * propagator and the AsyncLocalStorage context manager: Next then records its spans (the request, the proxy, the
 * render) under the incoming `traceparent`, and lib/platform/client.ts one span per platform call beneath them.
 */
export function startTraceExport(): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'gaming-site' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
}
