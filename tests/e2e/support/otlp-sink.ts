/**
 * A stand-in for an OpenTelemetry collector: a node:http server that takes OTLP/HTTP trace exports (POST /v1/traces,
 * JSON as @opentelemetry/exporter-trace-otlp-http sends them, gzipped or not), answers 200, and keeps every span it
 * got: for trace-context.spec, which follows a site's spans out of its process.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as it was exported: its ids (hex), its name, its attributes (string, number or boolean), and its service. */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  attributes: Record<string, string | number | boolean>;
  service: string;
}

export interface OtlpSink {
  /** The endpoint to give the exporter (OTEL_EXPORTER_OTLP_ENDPOINT): it adds /v1/traces itself. */
  endpoint: string;
  /** The exports it has taken. */
  exports: number;
  spans: ExportedSpan[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: OtlpAttribute[] }[] }[];
  }[];
}

function attributesOf(list: OtlpAttribute[] = []): ExportedSpan['attributes'] {
  const out: ExportedSpan['attributes'] = {};
  for (const { key, value } of list) {
    const read = value.stringValue ?? value.boolValue ?? value.doubleValue ?? (value.intValue === undefined ? undefined : Number(value.intValue));
    if (read !== undefined) out[key] = read;
  }
  return out;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  const sink: Omit<OtlpSink, 'endpoint' | 'close'> = { exports: 0, spans: [] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = JSON.parse((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')) as OtlpExport;
      sink.exports += 1;
      for (const resource of body.resourceSpans ?? []) {
        const service = String(attributesOf(resource.resource?.attributes)['service.name'] ?? '');
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            sink.spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || null,
              name: span.name,
              attributes: attributesOf(span.attributes),
              service,
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(sink, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
