/**
 * @jest-environment node
 */
import { trace } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { startTraceExport } from '@/lib/telemetry/tracing-sdk';
import { runShutdownHooks } from '@/server/shutdown-hooks';

/**
 * The exporter, as what reaches it in which order (the OTLP one loads node:http by a dynamic import, which Jest does not
 * run; tests/e2e/trace-context.spec.ts exports to a collector over HTTP from the built site).
 */
const mockJournal: string[] = [];
jest.mock('@opentelemetry/exporter-trace-otlp-http', () => ({
  OTLPTraceExporter: class {
    export(spans: ReadableSpan[], done: (result: { code: number }) => void) {
      for (const span of spans) mockJournal.push(`exported ${span.name}`);
      done({ code: 0 });
    }
    async forceFlush() {}
    async shutdown() {
      mockJournal.push('exporter shut down');
    }
  },
}));

beforeAll(() => {
  // No batch leaves on its own during the test: only a flush sends it.
  process.env.OTEL_BSP_SCHEDULE_DELAY = '600000';
  // Every span recorded (the operator's sampler), not one request in ten.
  process.env.OTEL_TRACES_SAMPLER = 'always_on';
});

afterAll(() => {
  delete process.env.OTEL_BSP_SCHEDULE_DELAY;
  delete process.env.OTEL_TRACES_SAMPLER;
});

test('when the process stops, the spans waiting for their batch are exported, then the exporter is shut down', async () => {
  const flush = jest.spyOn(NodeTracerProvider.prototype, 'forceFlush');
  const shutdown = jest.spyOn(NodeTracerProvider.prototype, 'shutdown');
  startTraceExport();
  trace.getTracer('test').startSpan('GET /promotions').end();
  // Recorded, and waiting for its batch.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockJournal).toEqual([]);

  await runShutdownHooks();

  expect(flush).toHaveBeenCalledTimes(1);
  expect(shutdown).toHaveBeenCalledTimes(1);
  expect(flush.mock.invocationCallOrder[0]!).toBeLessThan(shutdown.mock.invocationCallOrder[0]!);
  expect(mockJournal).toEqual(['exported GET /promotions', 'exporter shut down']);
  // Nothing is taken after it.
  trace.getTracer('test').startSpan('GET /help').end();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockJournal).toEqual(['exported GET /promotions', 'exporter shut down']);
});
