/**
 * @jest-environment node
 */
import { context, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { defaultSampler, startTraceExport } from '@/lib/telemetry/tracing-sdk';

/**
 * Which requests are traced: the sampler decides as each begins, and Next records its own spans only in those. Next
 * reads whether tracing is on from the registered provider (next/dist/server/lib/trace/tracer.js); these tests hold it
 * to the reading the site's provider relies on, so that a Next upgrade that reads it otherwise fails here rather than
 * tracing every request again, or none.
 */
jest.mock('@opentelemetry/exporter-trace-otlp-http', () => ({
  OTLPTraceExporter: class {
    export(_spans: unknown[], done: (result: { code: number }) => void) {
      done({ code: 0 });
    }
    async forceFlush() {}
    async shutdown() {}
  },
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's own tracer, as its server runs it
const { getTracer: nextTracer } = require('next/dist/server/lib/trace/tracer') as { getTracer: () => { isOpenTelemetryEnabled(): boolean } };

/** A request's span begun under a caller's `traceparent` that did (01) or did not (00) sample it. */
function inRequest<T>(sampled: boolean, fn: () => T): T {
  const caller = trace.setSpanContext(ROOT_CONTEXT, {
    traceId: '0af7651916cd43dd8448eb211c80319c',
    spanId: 'b7ad6b7169203331',
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: true,
  });
  return trace.getTracer('test').startActiveSpan('GET', {}, caller, (span) => {
    try {
      return fn();
    } finally {
      span.end();
    }
  });
}

describe('traced requests', () => {
  beforeAll(() => startTraceExport());

  it('leaves Next’s tracing off outside a request the sampler chose, and on inside one', () => {
    expect(nextTracer().isOpenTelemetryEnabled()).toBe(false);
    expect(inRequest(false, () => nextTracer().isOpenTelemetryEnabled())).toBe(false);
    expect(inRequest(true, () => nextTracer().isOpenTelemetryEnabled())).toBe(true);
  });

  it('still gives the site a working tracer: a chosen request’s spans are recorded', () => {
    expect(inRequest(true, () => trace.getSpan(context.active())?.isRecording())).toBe(true);
    expect(inRequest(false, () => trace.getSpan(context.active())?.isRecording())).toBe(false);
  });
});

describe('the default sampler', () => {
  it('follows a caller’s choice and traces one request in ten of the others', () => {
    const { sampler } = defaultSampler({});
    expect(sampler?.toString()).toMatch(/^ParentBased\{root=TraceIdRatioBased\{0\.1\}/);
  });

  it('gives way to the operator’s OTEL_TRACES_SAMPLER', () => {
    expect(defaultSampler({ OTEL_TRACES_SAMPLER: 'parentbased_always_on' })).toEqual({});
  });
});
