import { expect, type BrowserContext, type Page } from '@playwright/test';
import { sealData } from 'iron-session';
import { ACCOUNTS, E2E_SESSION_SECRET, HOSTS, PLATFORM, acceptDisclaimer, skipAfterLoginNotices } from './platform';
import { originOf, send } from './http';

export const SESSION_COOKIE = 'site_session';

/** Each host's merchant, as the sandbox's control endpoints name it. */
const MERCHANT_OF: Record<string, string> = { [HOSTS.demo]: 'demo', [HOSTS.vn88]: 'vn88', [HOSTS.ph]: 'ph' };

/**
 * Signs in through the site's API (from 127.0.0.1, an address every seeded account knows: no SMS step) → cookie value.
 * Where an earlier test's failed login with this name (a wrong password, the fuzzing of the platform's bodies) left the
 * platform asking for a captcha, it is answered as a player would, with the image's text (read from the sandbox).
 */
export async function logIn(host: string, account = ACCOUNTS.player): Promise<string> {
  const login = (captcha: object = {}) =>
    send(host, '/api/session/login', { method: 'POST', headers: { origin: originOf(host) }, data: { username: account.username, password: account.password, ...captcha } });
  let answer = await login();
  if (answer.status === 400 && (JSON.parse(answer.body) as { errorCode?: string }).errorCode === 'captcha_invalid' && MERCHANT_OF[host]) {
    const challenge = await send(host, '/api/session/captcha', { headers: { origin: originOf(host) } });
    expect(challenge.status, challenge.body).toBe(200);
    const { captchaId } = (JSON.parse(challenge.body) as { value: { captchaId: string } }).value;
    const latest = await fetch(`${PLATFORM}/__sandbox/captcha/latest?merchant=${MERCHANT_OF[host]}`);
    expect(latest.status).toBe(200);
    const { answer: text } = (await latest.json()) as { answer: string };
    answer = await login({ captcha: text, captchaId });
  }
  expect(answer.status, `${answer.label} → ${answer.body}`).toBe(200);
  const value = /(?:^|\n)site_session=([^;]*)/.exec(answer.headers['set-cookie'] ?? '')?.[1];
  expect(value, 'the login sets the session cookie').toBeTruthy();
  return value!;
}

/**
 * Signs `account` (player1) in on `host` (demo) through the site's API and hands the browser context the session cookie
 * (the login screens have tests of their own). With `page`, the disclaimer is accepted and the after-login notices are
 * skipped in it too. Returns the cookie's value.
 */
export async function signInContext(
  context: BrowserContext,
  { account = ACCOUNTS.player, host = HOSTS.demo, page }: { account?: { username: string; password: string }; host?: string; page?: Page } = {},
): Promise<string> {
  if (page) {
    await acceptDisclaimer(page);
    await skipAfterLoginNotices(page);
  }
  const value = await logIn(host, account);
  await context.addCookies([{ name: SESSION_COOKIE, value, domain: host, path: '/' }]);
  return value;
}

export async function logOut(host: string, value: string): Promise<void> {
  const answer = await send(host, '/api/session/logout', {
    method: 'POST',
    headers: { origin: originOf(host), cookie: `${SESSION_COOKIE}=${value}` },
  });
  expect(answer.status, answer.label).toBe(200);
}

export interface Seal {
  token?: string;
  merchant?: string;
  account?: string;
  memberType?: number;
  expiresAt?: number;
}

/**
 * A session cookie sealed here, as only someone holding the secret could: with the e2e secret (a stolen or leaked
 * secret, or a seal the site made itself long ago) or another one. `sealedAt` back-dates the seal's own clock.
 */
export async function forgeSeal(data: Seal, options: { secret?: string; ttlSeconds?: number; sealedAt?: number } = {}): Promise<string> {
  const realNow = Date.now;
  if (options.sealedAt !== undefined) {
    const offset = options.sealedAt - realNow();
    Date.now = () => realNow() + offset;
  }
  try {
    return await sealData(data, { password: options.secret ?? E2E_SESSION_SECRET, ttl: options.ttlSeconds ?? 24 * 60 * 60 });
  } finally {
    Date.now = realNow;
  }
}
