import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decideGate } from '@/lib/tenant/gates';
import { canonicalRoute } from '@/lib/i18n/locale-path';
import { MERCHANTS as SEEDED_MERCHANTS } from '@/sandbox/db/seed-data';
import { readSpecRoutes } from './spec-table';

/**
 * What the security matrix (tests/e2e/security) runs over, found from the app itself so a page or API route added
 * later is covered without editing a test:
 * - page routes: every app/[host]/[locale]/**\/page.tsx (the folder path is the route);
 * - the spec's route table (docs/spec/frontend-spec.md §2, parsed);
 * - API routes: every app/api/**\/route.ts, with the methods it declares and each method's access level as declared
 *   to the API kit (`apiRoute({ access: … })`);
 * - the merchants, as the sandbox seeds them (hosts, languages, login-to-home);
 * - what a request may see: the app's own decideGate (lib/tenant/gates.ts, plain TypeScript), imported, not copied.
 */

/** The repository: where playwright.config.ts is (tests run from there; this file's own folder says the same). */
export const ROOT = existsSync(path.resolve(__dirname, '../../../playwright.config.ts')) ? path.resolve(__dirname, '../../..') : process.cwd();
const APP = path.join(ROOT, 'app');
const MERCHANT_TREE = path.join(APP, '[host]', '[locale]');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * A route's URL segments from its folders: groups "(x)" vanish; "_x" folders are private (no route), and a parallel
 * slot's pages ("@x", such as @modal's help dialog) draw beside a route's page, never as a route of their own.
 */
function segmentsOf(dir: string, base: string): string[] | null {
  const relative = path.relative(base, dir);
  const parts = relative ? relative.split(path.sep) : [];
  if (parts.some((p) => p.startsWith('_') || p.startsWith('@'))) return null;
  return parts.filter((p) => !/^\(.*\)$/.test(p));
}

/** Dynamic segments whose values are names, not ids: a real one to request (each centre's default page). */
const SAMPLE_VALUES: Record<string, string> = { '[page]': 'securityCenter', 'agent/[page]': 'agentTeamOverview' };

/** A sample value for a dynamic segment, so a route like /promotions/[id] can still be requested. */
function sampleSegment(segment: string, index: number, segments: string[]): string {
  if (!/^\[.*\]$/.test(segment)) return segment;
  return SAMPLE_VALUES[`${segments[index - 1]}/${segment}`] ?? SAMPLE_VALUES[segment] ?? '1';
}

export interface PageRoute {
  /** The route as the app names it (/help, /promotions/[id]). */
  route: string;
  /** A path to request for it (dynamic segments filled with a sample). */
  path: string;
  file: string;
}

/** Merchant pages: app/[host]/[locale]/**\/page.tsx. A catch-all ([...rest]) is the 404 of unknown paths, not a route. */
export function pageRoutes(): PageRoute[] {
  return walk(MERCHANT_TREE)
    .filter((file) => /^page\.(tsx|ts|jsx|js|mdx)$/.test(path.basename(file)))
    .flatMap((file) => {
      const segments = segmentsOf(path.dirname(file), MERCHANT_TREE);
      if (!segments || segments.some((s) => s.startsWith('[...') || s.startsWith('[[...'))) return [];
      const route = `/${segments.join('/')}`;
      return [{ route, path: `/${segments.map(sampleSegment).join('/')}`, file: path.relative(ROOT, file) }];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Pages outside the merchant tree (unknown host, platform unreachable, the benchmark floor): reachable by URL too. */
export function otherPagePaths(): string[] {
  return walk(APP)
    .filter((file) => /^page\.(tsx|ts|jsx|js|mdx)$/.test(path.basename(file)) && !file.startsWith(MERCHANT_TREE + path.sep))
    .flatMap((file) => {
      const segments = segmentsOf(path.dirname(file), APP);
      return segments ? [`/${segments.map(sampleSegment).join('/')}`] : [];
    })
    .sort();
}

/** Every path of the spec's route table (aliases included). */
export function specPaths(): string[] {
  return readSpecRoutes(ROOT).routes.map((r) => r.path);
}

/** Every URL path the matrix requests on a merchant: the built pages and the spec's routes, each once. */
export function merchantPaths(): string[] {
  return [...new Set([...pageRoutes().map((p) => p.path), ...specPaths()])].sort();
}

/** Whether a request for this (unprefixed) path renders a built page. Aliases count: /index.html is the home page. */
export function hasPage(urlPath: string): boolean {
  const route = canonicalRoute(urlPath.split(/[?#]/, 1)[0]!);
  return pageRoutes().some((p) => p.path === route);
}

/** Spec routes without a page yet: they must answer the merchant's 404 (or the login redirect where the gate says so). */
export function unbuiltSpecPaths(): string[] {
  return specPaths().filter((p) => !hasPage(p));
}

// ——————————————————————————————————————————————————————————————————————————————————————————— API routes

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const WRITE_METHODS: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** 'raw': a handler written without the API kit (health, the catch-all 404, the test-only stats). */
export type Access = 'visitor' | 'public' | 'member' | 'player' | 'agent' | 'raw';

export interface ApiRoute {
  /** The route as the app names it (/api/session/login, /api/[...path]). */
  route: string;
  /** A path to request for it. */
  path: string;
  file: string;
  /** The methods the route declares and the access level each one declares. */
  methods: Partial<Record<Method, Access>>;
  /** Declared through the API kit (apiRoute/routeMethods): every other method answers 405. */
  kit: boolean;
}

/**
 * The access level of each method, read from the route's source: `GET: apiRoute({ access: 'member', … })`. A route
 * module cannot be imported outside Next (server-only, next/headers), so this reads the declaration; the matrix then
 * proves each reading against the running site (routes.spec.ts: a member route answers 401 without a session).
 */
function methodsOf(source: string): { methods: Partial<Record<Method, Access>>; kit: boolean } {
  const methods: Partial<Record<Method, Access>> = {};
  const kit = /\brouteMethods\(/.test(source);
  for (const match of source.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\s*:\s*apiRoute\s*\(\s*\{\s*access\s*:\s*'(visitor|public|member|player|agent)'/g)) {
    methods[match[1] as Method] = match[2] as Access;
  }
  // A method of routeMethods with a handler of its own (the health check): declared, no access level of the kit.
  if (kit) for (const match of source.matchAll(/^\s+(GET|POST|PUT|PATCH|DELETE)\s*:\s*async\b/gm)) methods[match[1] as Method] ??= 'raw';
  if (!kit) {
    for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods[match[1] as Method] = 'raw';
    for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const name of match[1]!.matchAll(/\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods[name[1] as Method] = 'raw';
    }
  }
  return { methods, kit };
}

export function apiRoutes(): ApiRoute[] {
  const base = path.join(APP, 'api');
  return walk(base)
    .filter((file) => /^route\.(ts|js)$/.test(path.basename(file)))
    .flatMap((file) => {
      const segments = segmentsOf(path.dirname(file), base);
      if (!segments) return [];
      const route = `/api${segments.length ? `/${segments.join('/')}` : ''}`;
      const samplePath = `/api/${segments.map((s, i, all) => (s.startsWith('[...') || s.startsWith('[[...') ? '__matrix-unknown' : sampleSegment(s, i, all))).join('/')}`;
      return [{ route, path: samplePath, file: path.relative(ROOT, file), ...methodsOf(readFileSync(file, 'utf8')) }];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Valid bodies for member writes, so that a dead or forged token gets as far as the platform (which must refuse it)
 * instead of being stopped by the body's schema first. A write route without one is still called, with {}: the kit
 * refuses the body, which proves less but still nothing leaks.
 */
export const SAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  '/api/password/change': { oldPassword: 'Player#2026', newPassword: 'Matrix#2026a', confirmNewPassword: 'Matrix#2026a' },
};

// ——————————————————————————————————————————————————————————————————————————————————————————— merchants and gates

export interface Merchant {
  code: string;
  brandName: string;
  hosts: string[];
  /** The host the matrix uses for it. */
  host: string;
  languages: string[];
  defaultLanguage: string;
  loginToHome: boolean;
  /** Routes this merchant's content leaves without a page (a 404): /vnlottery without a Vietnamese lottery. */
  absent: string[];
}

export const MERCHANTS: Merchant[] = SEEDED_MERCHANTS.map((m) => ({
  code: m.code,
  brandName: m.brandName,
  hosts: m.hosts,
  host: m.hosts[0]!,
  // As the site's addresses name them: the tag in lower case (/zh-tw, /pt-br).
  languages: m.languages.map((language) => language.toLowerCase()),
  defaultLanguage: m.languages[0]!.toLowerCase(),
  loginToHome: (m.flags as string[]).includes('LOGINTOHOME3'),
  absent: m.lotteryMenus.some((menu) => menu.groupCode === 'VN' && menu.games.length > 0) ? [] : ['/vnlottery'],
}));

export function merchant(code: string): Merchant {
  const found = MERCHANTS.find((m) => m.code === code);
  if (!found) throw new Error(`no seeded merchant ${code}`);
  return found;
}

/** The URL path of an unprefixed route in one of the merchant's languages (the default one has no prefix). */
export function inLanguage(m: Merchant, urlPath: string, language: string): string {
  if (language === m.defaultLanguage) return urlPath;
  return urlPath === '/' ? `/${language}` : `/${language}${urlPath}`;
}

export type Expected =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; route: string }
  | { kind: 'not-found'; route: string };

/** What the app's own rules say a request for `urlPath` on this open merchant gets. */
export function expected(m: Merchant, urlPath: string, loggedIn: boolean): Expected {
  const [pathname = '/', query] = urlPath.split('?', 2);
  const decision = decideGate({
    pathname,
    search: query === undefined ? '' : `?${query}`,
    languages: m.languages,
    defaultLanguage: m.defaultLanguage,
    gate: 'open',
    loginToHome: m.loginToHome,
    loggedIn,
  });
  if (decision.kind === 'redirect') return decision;
  const route = canonicalRoute(decision.route);
  return hasPage(decision.route) && !m.absent.includes(route) ? { kind: 'page', route: decision.route } : { kind: 'not-found', route: decision.route };
}

/** Paths of the merchant, in each of its languages, that a visitor may not see: the gate sends them to log in. */
export function gatedPaths(m: Merchant): { path: string; language: string }[] {
  return m.languages.flatMap((language) =>
    merchantPaths()
      .map((p) => ({ path: inLanguage(m, p, language), language }))
      .filter(({ path }) => expected(m, path, false).kind === 'redirect' && expected(m, path, true).kind !== 'redirect'),
  );
}

/** The built pages and their aliases (/index, /home …): the paths that render something of their own. */
export function pagePaths(): string[] {
  return merchantPaths().filter(hasPage);
}
