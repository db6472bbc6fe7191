/**
 * @jest-environment node
 */
import { tracesExported } from '@/server/config';

describe('whether traces are exported', () => {
  it('is so when either OTLP endpoint is set, the general one or the traces’ own', () => {
    expect(tracesExported({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesExported({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('is not when neither is set, or both are empty', () => {
    expect(tracesExported({})).toBe(false);
    expect(tracesExported({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' })).toBe(false);
    expect(tracesExported({ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://collector:4318/v1/metrics' })).toBe(false);
  });
});
