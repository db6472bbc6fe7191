import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/**
 * A request's W3C trace context, carried from the request that reached the site to every platform call it makes
 * (lib/platform/client.ts adds `traceparent` from the active context), whether or not traces are exported.
 *
 * With an OTLP endpoint set (config.ts, tracesExported), instrumentation.ts has started the OpenTelemetry SDK by the
 * time Next is prepared: it registered the context manager and the propagator, and Next's own spans and the platform
 * calls' are recorded and exported. Without it no SDK runs; these two light pieces are registered instead, so that an incoming
 * `traceparent` still reaches the platform (the same trace id, with the caller's span as the parent: the site records
 * no span of its own). Either way each request runs in the context its `traceparent` names.
 */
export function installTracePropagation(): void {
  // Each succeeds only where nothing is registered yet (the SDK's own win, and a second call changes nothing).
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}

/** Runs `handle` in the trace context the request's `traceparent` names, or as it is when it names none (or a malformed one). */
export function withIncomingTrace<T>(headers: IncomingHttpHeaders, handle: () => T): T {
  const incoming = propagation.extract(ROOT_CONTEXT, headers);
  return trace.getSpanContext(incoming) ? context.with(incoming, handle) : handle();
}

/**
 * Runs `handle` as the request's span (kind server), child of its `traceparent` when it names one: the sampler decides
 * here whether the request is traced, and Next records its own spans beneath this one only when it is.
 */
export function withRequestSpan<T>(headers: IncomingHttpHeaders, method: string, res: ServerResponse, handle: () => T): T {
  const incoming = propagation.extract(ROOT_CONTEXT, headers);
  return trace.getTracer('gaming-frontend.front').startActiveSpan(`${method}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, incoming, (span) => {
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      span.end();
    });
    return handle();
  });
}
