import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import { metricsText } from './metrics';

/**
 * The metrics' own port (METRICS_PORT, on METRICS_HOST): GET /metrics for Prometheus, nothing else, and never on the
 * site's public port. A site of one process answers its own registry; the primary of SITE_WORKERS answers its
 * workers' registries added up (prom-client's cluster aggregation: counters and histograms summed, the breaker's
 * state their worst, Redis' their least).
 */
export async function startMetricsServer({ port, host, workers }: { port: number; host: string; workers: boolean }): Promise<Server> {
  const cluster = workers ? new client.AggregatorRegistry() : null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    (cluster ? cluster.clusterMetrics() : metricsText().then((text) => text ?? '')).then(
      (text) => res.writeHead(200, { 'Content-Type': client.Registry.PROMETHEUS_CONTENT_TYPE, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        console.error('metrics: scrape failed', error instanceof Error ? error.message : error);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Error');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}

/**
 * A worker's side of the aggregation: the primary's scrape asks for this registry. prom-client answers the primary
 * only once an AggregatorRegistry exists in the worker (its constructor adds the listener), hence the one made here.
 */
export function shareWithPrimary(registry: client.Registry): void {
  new client.AggregatorRegistry();
  client.AggregatorRegistry.setRegistries([registry]);
}
