import { tracesExported } from './server/config';

/**
 * Next's instrumentation hook, run once as each server process starts. Traces are exported by OTLP only where an
 * endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, the OpenTelemetry SDKs'
 * own variables: server/config.ts): then the SDK is loaded
 * and started (lib/telemetry/tracing-sdk.ts). Otherwise nothing is loaded and no span is recorded; the site's server
 * still carries an incoming `traceparent` to the platform (server/tracing.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !tracesExported(process.env)) return;
  const { startTraceExport } = await import('./lib/telemetry/tracing-sdk');
  startTraceExport();
}
