/** @jest-environment node */
import { NextRequest } from 'next/server';
import { HAND_OFFS_PER_MINUTE, handOff, handOffToken, mayTryHandOff, withoutHandOff } from '@/lib/session/hand-off';
import { unsealMember } from '@/lib/session/seal';
import { memberInfo } from '@/lib/platform/member';
import { PlatformError } from '@/lib/platform/errors';

jest.mock('@/lib/platform/member', () => ({ memberInfo: jest.fn() }));
const memberInfoMock = jest.mocked(memberInfo);

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';
const TOKEN = 'a'.repeat(64);

beforeAll(() => {
  process.env.SESSION_SECRET = SECRET;
});
beforeEach(() => memberInfoMock.mockReset());

/** A distinct visitor address per test, so one test's hand-offs never count against another's limit. */
let visitor = 0;
const nextIp = () => `198.51.100.${++visitor}`;

const params = (query: string) => new URLSearchParams(query);

describe('the token a page address hands off', () => {
  it('is taken once, as the platform writes tokens', () => {
    expect(handOffToken(params(`token=${TOKEN}`))).toBe(TOKEN);
    expect(handOffToken(params('a=1&token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'))).toBe('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    expect(handOffToken(params(`token=${'A'.repeat(512)}`))).toBe('A'.repeat(512));
  });

  it('is none when absent, repeated, too short, too long or not token text', () => {
    for (const query of ['', 'tokens=abc', `token=${TOKEN}&token=${TOKEN}`, 'token=', 'token=short', `token=${'A'.repeat(513)}`]) {
      expect(handOffToken(params(query))).toBeNull();
    }
    for (const bad of ['<script>alert(1)</script>xxxxxxx', `${TOKEN} ${TOKEN}`, `${TOKEN}\n`, `${TOKEN}%00`, `${TOKEN}'--`, `${TOKEN}é`]) {
      expect(handOffToken(params(`token=${encodeURIComponent(bad)}`))).toBeNull();
    }
  });

  it('leaves the address with every copy of it taken off and the other parameters as they were', () => {
    const strip = (href: string) => withoutHandOff(new URL(href)).href;
    expect(strip(`http://localhost/?token=${TOKEN}`)).toBe('http://localhost/');
    expect(strip(`http://vn.localhost/vi/promotions?category=slots&token=${TOKEN}&ref=app`)).toBe('http://vn.localhost/vi/promotions?category=slots&ref=app');
    expect(strip('http://localhost/lottery?token=x&gameCode=VN&token=y&playType=2')).toBe('http://localhost/lottery?gameCode=VN&playType=2');
    expect(strip('http://localhost/help?tokens=1')).toBe('http://localhost/help?tokens=1');
  });
});

it('lets an address try as many hand-offs a minute as the platform lets it log in, per merchant', () => {
  const ip = nextIp();
  for (let i = 0; i < HAND_OFFS_PER_MINUTE; i += 1) expect(mayTryHandOff(ip, 'demo')).toBe(true);
  expect(mayTryHandOff(ip, 'demo')).toBe(false);
  expect(mayTryHandOff(ip, 'vn88')).toBe(true);
  expect(mayTryHandOff(nextIp(), 'demo')).toBe(true);
});

describe('a page request that hands a session over', () => {
  const request = (query: string, host = 'localhost:3000') => new NextRequest(`http://${host}/promotions?${query}`, { headers: { host } });
  const sessionOf = (response: Response) => /(?:^|, )site_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

  it('is checked with the platform for this merchant, sealed into the session and taken off the address', async () => {
    memberInfoMock.mockResolvedValue({ account: 'player1', id: 1, nickname: null, type: 0, toUpline: null, clubLabel: null, memberLabel: [], language: null, currency: 'USD' });
    const ip = nextIp();
    const response = await handOff({ request: request(`category=sports&token=${TOKEN}`), merchant: 'demo', ip, scheme: 'https', platformDown: false });
    expect(memberInfoMock).toHaveBeenCalledWith({ merchant: 'demo', token: TOKEN, ip });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:3000/promotions?category=sports');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).not.toContain(TOKEN);
    await expect(unsealMember(sessionOf(response), 'demo')).resolves.toMatchObject({ token: TOKEN, merchant: 'demo', account: 'player1', memberType: 0 });
    // Bound to its merchant like every session: worthless on another brand's host.
    await expect(unsealMember(sessionOf(response), 'vn88')).resolves.toBeNull();
  });

  it('signs nobody in when the platform refuses the token, and logs nothing of it', async () => {
    memberInfoMock.mockRejectedValue(new PlatformError('user.or.token.invalid', 401, `The token ${TOKEN} is invalid`));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await handOff({ request: request(`token=${TOKEN}`), merchant: 'vn88', ip: nextIp(), scheme: 'http', platformDown: false });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:3000/promotions');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    log.mockRestore();
    warn.mockRestore();
  });

  it('never asks the platform about a malformed token, while it cannot answer, or past the limit', async () => {
    const send = (query: string, options: { ip?: string; platformDown?: boolean } = {}) =>
      handOff({ request: request(query), merchant: 'demo', ip: options.ip ?? nextIp(), scheme: 'http', platformDown: options.platformDown ?? false });
    for (const query of ['token=', `token=${'x'.repeat(600)}`, 'token=%3Cscript%3E', `token=${TOKEN}&token=${TOKEN}`]) {
      const response = await send(`${query}&page=2`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('http://localhost:3000/promotions?page=2');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    await send(`token=${TOKEN}`, { platformDown: true });
    expect(memberInfoMock).not.toHaveBeenCalled();

    memberInfoMock.mockRejectedValue(new PlatformError('user.or.token.invalid', 401, 'invalid'));
    const ip = nextIp();
    for (let i = 0; i < HAND_OFFS_PER_MINUTE; i += 1) await send(`token=${TOKEN}`, { ip });
    expect(memberInfoMock).toHaveBeenCalledTimes(HAND_OFFS_PER_MINUTE);
    const limited = await send(`token=${TOKEN}`, { ip });
    expect(limited.status).toBe(303);
    expect(memberInfoMock).toHaveBeenCalledTimes(HAND_OFFS_PER_MINUTE);
  });
});
