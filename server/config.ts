import { SERVING_CONFIG_KEY } from './constants';

/**
 * What the parts of the serving module are told, as objects rather than environment variables.
 *
 * SiteOptions: the site as `npm start` runs it, read once from the environment by main.ts (the only reader of the
 * serving settings: PORT, TRUST_PROXY, SITE_PAGE_CACHE, METRICS_PORT, SITE_LOG, the OTLP endpoints) and handed to the
 * front, or by the primary to each of its workers over the cluster's channel (workers.ts).
 *
 * ServingConfig: what the front tells the page cache in its own process. The page cache runs inside Next's bundles
 * (proxy.ts's and the API's, each with its own copy of this module), the front outside them, so the front puts the
 * object on globalThis before Next starts, and the page cache reads it there. Without the front (Jest, `next dev`
 * alone) there is none, and the page cache is off.
 */

export interface SiteOptions {
  /** The development server instead of the build. */
  dev: boolean;
  port: number;
  /** The address the site listens on ('::': every interface). */
  hostname: string;
  /** TRUST_PROXY as set: the proxies in front of the site (visitor.ts). */
  trustProxy: string;
  /** False with SITE_PAGE_CACHE=off: every page rendered for its request. */
  pageCache: boolean;
  /** Marks the page cache's fills (page-cache/fill.ts): random, made once by main.ts and shared by every worker. */
  fillSecret: string;
  /** Prometheus metrics recorded (METRICS_PORT set: observability/metrics.ts); off, nothing is. */
  metrics: boolean;
  /** SITE_LOG as set: "off" writes no request log (observability/request-log.ts). */
  requestLog: string;
  /** Traces exported (an OTLP endpoint set: tracesExported): each request begun as a span (tracing.ts). */
  traces: boolean;
}

/**
 * Whether this site exports traces: an OTLP endpoint is set, the one for every signal or the traces' own
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: the OpenTelemetry SDKs' variables, which the
 * exporter then reads itself). Asked by main.ts for the front, and by instrumentation.ts, which starts the tracing SDK on it.
 */
export function tracesExported(env: Record<string, string | undefined>): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface ServingConfig {
  /** The build whose pages the cache holds (.next/BUILD_ID); null for the development server (no page cache). */
  buildId: string | null;
  /** Where the page cache sends its fills: this very server, on loopback. */
  internalOrigin: string;
  fillSecret: string;
  pageCache: boolean;
  /** How a purge reaches the other workers of this site (SITE_WORKERS), or null in a site of one process. */
  relay: PurgeRelay | null;
}

/** A worker's line to the other workers of its site, through their primary (workers.ts). */
export interface PurgeRelay {
  /** Tells every other worker of the purge: resolves once each has it, or after a while. */
  announce(merchant: string, tag: string | null): Promise<void>;
  /** What this worker does with another worker's purge: the page store sets it when it loads (one handler: the last). */
  onRelayed(handler: (merchant: string, tag: string | null) => Promise<void>): void;
}

/** The front's side: this process's config, before Next starts. */
export function provideServingConfig(config: ServingConfig): void {
  (globalThis as { [SERVING_CONFIG_KEY]?: ServingConfig })[SERVING_CONFIG_KEY] = config;
}

/** The page cache's side: the config the front gave this process, or null when no front started it. */
export function servingConfig(): ServingConfig | null {
  return (globalThis as { [SERVING_CONFIG_KEY]?: ServingConfig })[SERVING_CONFIG_KEY] ?? null;
}
