/**
 * What a request may see, decided from the merchant's status, the session and the path. Pure, so proxy.ts and the
 * server code that reads data apply the very same rules (a request that skips proxy.ts gets nothing more).
 */
import type { SiteGate } from '@/lib/platform/site';
import { canonicalRoute, isPublicWhenLoginToHome, localizedPath, splitLocale } from '@/lib/i18n/locale-path';

/** The query parameter of /login that names the page to go to after signing in. */
export const RETURN_TO_PARAM = 'next';

export type GateDecision =
  | { kind: 'redirect'; location: string }
  | { kind: 'render'; locale: string; route: string; gate: SiteGate };

export interface GateInput {
  pathname: string;
  search: string;
  languages: readonly string[];
  defaultLanguage: string;
  gate: SiteGate;
  loginToHome: boolean;
  loggedIn: boolean;
  /** The visitor's stored language choice, if any. */
  preferredLocale?: string | null;
}

export function decideGate(input: GateInput): GateDecision {
  const split = splitLocale(input.pathname, input.languages, input.defaultLanguage);
  // "/en/x" on an English-default merchant: the default language is unprefixed.
  if (split.redundantPrefix) return { kind: 'redirect', location: `${split.rest}${input.search}` };
  // "/zh-TW/x": one address per page, the language's in lower case.
  if (split.miscased) return { kind: 'redirect', location: `${localizedPath(split.rest, split.locale, input.defaultLanguage)}${input.search}` };

  // An unprefixed path for a visitor who chose another language: apply the stored choice.
  const preferred = input.preferredLocale?.toLowerCase();
  if (!split.prefixed && preferred && preferred !== input.defaultLanguage && input.languages.includes(preferred)) {
    return { kind: 'redirect', location: `${localizedPath(split.rest, preferred, input.defaultLanguage)}${input.search}` };
  }

  const route = canonicalRoute(split.rest);
  // Maintenance and restriction win over everything else: no redirect, the screen renders on any path.
  if (input.gate !== 'open') return { kind: 'render', locale: split.locale, route, gate: input.gate };

  // The path as asked for, not its canonical route: the spec opens /download, not its alias /down (§2).
  if (mustLogIn(input.loginToHome, input.loggedIn, split.rest)) {
    const login = localizedPath('/login', split.locale, input.defaultLanguage);
    // Where the visitor was going, so the login can take them there (the login page validates it again).
    const next = route === '/' ? '' : `?${RETURN_TO_PARAM}=${encodeURIComponent(`${input.pathname}${input.search}`)}`;
    return { kind: 'redirect', location: `${login}${next}` };
  }
  return { kind: 'render', locale: split.locale, route, gate: 'open' };
}

/**
 * The gate a merchant's site stands behind, whatever the path: maintenance and region restriction render on every path
 * (decideGate), so what it decides for the home page holds for all. For the root layout and the site's API.
 */
export function siteGate(site: { languages: readonly string[]; defaultLanguage: string }, gate: SiteGate): SiteGate {
  const decision = decideGate({
    pathname: '/',
    search: '',
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    gate,
    loginToHome: false,
    loggedIn: false,
  });
  return decision.kind === 'render' ? decision.gate : 'open';
}

/** Login-to-home (spec §2): without a session every path but the public ones goes to /login. */
export function mustLogIn(loginToHome: boolean, loggedIn: boolean, route: string): boolean {
  return loginToHome && !loggedIn && !isPublicWhenLoginToHome(route);
}

/**
 * The help centre's path for this visitor: /help, or on a login-to-home brand without a session /helpmc, which stays
 * open (spec §2) so terms, privacy and responsible-gaming texts can be read before accepting or registering.
 */
export function helpCentrePath(loginToHome: boolean, loggedIn: boolean): '/help' | '/helpmc' {
  return mustLogIn(loginToHome, loggedIn, '/help') ? '/helpmc' : '/help';
}

/** When no end time is known, how soon a client or crawler should look again (seconds). */
export const MAINTENANCE_RETRY_DEFAULT_S = 600;

/**
 * The HTTP answer of a gate screen: maintenance 503 with Retry-After (seconds to its end time when known, at least one
 * minute), region restriction 403. Null when the gate is open.
 */
export function gateStatus(gate: SiteGate, maintenanceEnd: string | null, now = Date.now()): { status: number; retryAfter?: number } | null {
  if (gate === 'open') return null;
  if (gate === 'restricted') return { status: 403 };
  const end = maintenanceEnd ? Date.parse(maintenanceEnd) : Number.NaN;
  const retryAfter = Number.isFinite(end) ? Math.max(60, Math.ceil((end - now) / 1000)) : MAINTENANCE_RETRY_DEFAULT_S;
  return { status: 503, retryAfter };
}
