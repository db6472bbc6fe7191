/** @jest-environment node */
import { mayUseCache, mayUseFrame, pageKey, type PageKeyParts } from '@/server/page-cache/key';
import { fillHeaderValue, newSignedInPlaceholder, readFill } from '@/server/page-cache/fill';
import { frameMember, isFrameRoute } from '@/server/page-cache/member-frame';
import { newPlaceholder, sameSecret, withNonce } from '@/server/page-cache/nonce';
import { checkRevalidation, REVALIDATE_FUTURE_MS, REVALIDATE_WINDOW_MS, signRevalidation } from '@/server/page-cache/revalidate';
import { memoryStore, type CachedPage } from '@/server/page-cache/store';
import { FILL_HEADER, PLAIN_PAGE_HEADER } from '@/server/constants';

jest.mock('redis', () => ({ createClient: jest.fn() }));

describe('the placeholder nonce', () => {
  it('is new on every fill, unguessable, and made of characters nothing escapes', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newPlaceholder()));
    expect(seen.size).toBe(200);
    for (const placeholder of seen) expect(placeholder).toMatch(/^[0-9a-f]{40}$/);
  });

  it('is replaced everywhere in the page by the response nonce', () => {
    const p = newPlaceholder();
    const page = `<script nonce="${p}">a</script><link nonce="${p}"/>self.__next_f.push([1,"${p}"])`;
    const served = withNonce(page, p, 'Zm9v+/ba==');
    expect(served).not.toContain(p);
    expect(served.split('Zm9v+/ba==')).toHaveLength(4);
  });

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});

describe('which requests the cache may answer', () => {
  const plain = () => new Headers({ [PLAIN_PAGE_HEADER]: '1' });

  it('a plain anonymous GET, marked by the front', () => {
    expect(mayUseCache({ method: 'GET', headers: plain(), hasSession: false })).toBe(true);
  });

  it('never a member, a write, an unmarked request or a subrequest', () => {
    expect(mayUseCache({ method: 'GET', headers: plain(), hasSession: true })).toBe(false);
    expect(mayUseCache({ method: 'POST', headers: plain(), hasSession: false })).toBe(false);
    expect(mayUseCache({ method: 'HEAD', headers: plain(), hasSession: false })).toBe(false);
    expect(mayUseCache({ method: 'GET', headers: new Headers(), hasSession: false })).toBe(false);
    const sub = plain();
    sub.set('x-middleware-subrequest', 'proxy');
    expect(mayUseCache({ method: 'GET', headers: sub, hasSession: false })).toBe(false);
  });
});

describe("which requests a member's frame may answer", () => {
  const plain = () => new Headers({ [PLAIN_PAGE_HEADER]: '1' });

  it("a member's plain GET, marked by the front; never a visitor's, a write, an unmarked request or a subrequest", () => {
    expect(mayUseFrame({ method: 'GET', headers: plain(), hasSession: true })).toBe(true);
    expect(mayUseFrame({ method: 'GET', headers: plain(), hasSession: false })).toBe(false);
    expect(mayUseFrame({ method: 'POST', headers: plain(), hasSession: true })).toBe(false);
    expect(mayUseFrame({ method: 'GET', headers: new Headers(), hasSession: true })).toBe(false);
    const sub = plain();
    sub.set('x-middleware-subrequest', 'proxy');
    expect(mayUseFrame({ method: 'GET', headers: sub, hasSession: true })).toBe(false);
  });

  it('only on the home page and the game lists: no centre, no game, no login', () => {
    for (const route of ['/', '/games', '/rng', '/live', '/sports', '/hot', '/favorite', '/lottery', '/vnlottery']) expect(isFrameRoute(route)).toBe(true);
    for (const route of ['/member', '/game', '/login', '/register', '/promotions', '/agent', '/pointMall', '/rng/x']) expect(isFrameRoute(route)).toBe(false);
  });

  it('is drawn for a member with no token and no account, only a type and a placeholder time', () => {
    expect(frameMember('demo', { memberType: 1, signedInAt: 1234567890123456 })).toEqual({
      token: '',
      merchant: 'demo',
      account: '',
      memberType: 1,
      signedInAt: 1234567890123456,
    });
  });
});

describe('the fill header', () => {
  const placeholder = 'ab'.repeat(20);

  it("reads back the site's own fills, a visitor's page or a member's frame", () => {
    const visitor = new Headers({ [FILL_HEADER]: fillHeaderValue({ placeholder, frame: null }) });
    expect(readFill(visitor)).toEqual({ placeholder, frame: null });
    const frame = { memberType: 4, signedInAt: newSignedInPlaceholder() };
    expect(readFill(new Headers({ [FILL_HEADER]: fillHeaderValue({ placeholder, frame }) }))).toEqual({ placeholder, frame });
  });

  it('is no fill without the secret, or when anything in it is malformed', () => {
    const real = fillHeaderValue({ placeholder, frame: { memberType: 0, signedInAt: newSignedInPlaceholder() } });
    const [secret, , type, time] = real.split('.');
    for (const value of [
      `wrong-secret-wrong-secret.${placeholder}`,
      `${secret}.${placeholder.toUpperCase()}`,
      `${secret}.${placeholder}.${type}`,
      `${secret}.${placeholder}.x.${time}`,
      `${secret}.${placeholder}.${type}.123`,
      `${secret}.${placeholder}.${type}.${time}.1`,
      `${secret}`,
      '',
    ]) {
      expect(readFill(new Headers({ [FILL_HEADER]: value }))).toBeNull();
    }
    expect(readFill(new Headers())).toBeNull();
  });

  it('stands for the sign-in time with a random 16-digit whole number JavaScript holds exactly', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const n = newSignedInPlaceholder();
      expect(String(n)).toMatch(/^\d{16}$/);
      expect(Number.isSafeInteger(n)).toBe(true);
      seen.add(n);
    }
    expect(seen.size).toBe(500);
  });
});

describe('the page key', () => {
  const base: PageKeyParts = { build: 'b1', merchant: 'demo', host: 'localhost:3000', scheme: 'https', locale: 'en', shownIn: 'en', path: '/rng', search: '?a=1&b=2', consent: '' };

  it('is one per build, merchant, host, scheme, language and the catalog it is shown in, path, query and consent', () => {
    const keys = new Set([
      pageKey(base),
      pageKey({ ...base, build: 'b2' }),
      pageKey({ ...base, merchant: 'vn88' }),
      pageKey({ ...base, host: '127.0.0.1:3000' }),
      pageKey({ ...base, scheme: 'http' }),
      pageKey({ ...base, locale: 'vi' }),
      // A language shown in another's catalog keeps its own entry, and a change of that catalog is a new one.
      pageKey({ ...base, locale: 'ms' }),
      pageKey({ ...base, locale: 'ms', shownIn: 'vi' }),
      pageKey({ ...base, path: '/pvp' }),
      pageKey({ ...base, search: '?a=2&b=2' }),
      pageKey({ ...base, consent: 'granted' }),
      pageKey({ ...base, memberType: 0 }),
      pageKey({ ...base, memberType: 1 }),
    ]);
    expect(keys.size).toBe(13);
  });

  it('does not depend on the order of the query', () => {
    expect(pageKey({ ...base, search: '?b=2&a=1' })).toBe(pageKey(base));
  });
});

describe('the signed purge', () => {
  const secret = 'x'.repeat(40);
  const now = Date.parse('2026-11-27T02:00:00Z');
  const check = (value: Record<string, unknown>, signature?: string | null, at = now) => {
    const body = JSON.stringify(value);
    return checkRevalidation(value, body, signature === undefined ? signRevalidation(body, secret) : signature, secret, at);
  };

  it('accepts a merchant, with or without a data tag', () => {
    expect(check({ merchant: 'demo', timestamp: now })).toEqual({ ok: true, merchant: 'demo', tag: null });
    expect(check({ merchant: 'vn88', tag: 'promotions', timestamp: now - 1000 })).toEqual({ ok: true, merchant: 'vn88', tag: 'promotions' });
  });

  it('refuses a missing, wrong or other-body signature before reading anything', () => {
    expect(check({ merchant: 'demo', timestamp: now }, null)).toMatchObject({ ok: false, status: 401, code: 'invalid_signature' });
    expect(check({ merchant: 'demo', timestamp: now }, 'sha256=00')).toMatchObject({ ok: false, status: 401 });
    const other = signRevalidation(JSON.stringify({ merchant: 'vn88', timestamp: now }), secret);
    expect(check({ merchant: 'demo', timestamp: now }, other)).toMatchObject({ ok: false, status: 401 });
    expect(check({ merchant: 'demo', timestamp: now }, signRevalidation(JSON.stringify({ merchant: 'demo', timestamp: now }), 'y'.repeat(40)))).toMatchObject({ status: 401 });
  });

  it('refuses a replay from outside the window, and fields of the wrong shape', () => {
    expect(check({ merchant: 'demo', timestamp: now - REVALIDATE_WINDOW_MS - 1 })).toMatchObject({ status: 401, code: 'expired_signature' });
    expect(check({ merchant: 'demo', timestamp: now + REVALIDATE_WINDOW_MS + 1 })).toMatchObject({ status: 401 });
    // Ahead of now by more than clock skew (four minutes ahead was once taken).
    expect(check({ merchant: 'demo', timestamp: now + REVALIDATE_FUTURE_MS + 1 })).toMatchObject({ status: 401, code: 'expired_signature' });
    expect(check({ merchant: 'demo', timestamp: now + REVALIDATE_FUTURE_MS })).toMatchObject({ ok: true });
    expect(check({ merchant: 'de mo', timestamp: now })).toMatchObject({ status: 400, field: 'merchant' });
    expect(check({ merchant: ['demo'], timestamp: now })).toMatchObject({ status: 400, field: 'merchant' });
    expect(check({ merchant: 'demo', tag: 'constructor', timestamp: now })).toMatchObject({ status: 400, field: 'tag' });
    expect(check({ merchant: 'demo', timestamp: String(now) })).toMatchObject({ status: 400, field: 'timestamp' });
  });
});

describe('the memory store', () => {
  it('takes a key once until it expires (the signature of a signed purge)', async () => {
    const store = memoryStore();
    expect(await store.claimOnce('sig', 50)).toBe(true);
    expect(await store.claimOnce('sig', 50)).toBe(false);
    expect(await store.claimOnce('other', 50)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.claimOnce('sig', 50)).toBe(true);
  });

  const page = (generation: number): CachedPage => ({ status: 200, headers: {}, body: 'x', placeholder: 'p', generation, filledAt: 0 });

  it('serves a page of the current generation, and none after its merchant is purged', async () => {
    const store = memoryStore();
    await store.set('k', page(await store.generation('demo')), 60_000);
    await store.set('v', page(await store.generation('vn88')), 60_000);
    expect(await store.get('k', 'demo')).not.toBeNull();
    expect(await store.purge('demo')).toBe(1);
    expect(await store.get('k', 'demo')).toBeNull();
    expect(await store.get('v', 'vn88')).not.toBeNull();
  });

  it('forgets a page when its time runs out', async () => {
    const store = memoryStore();
    await store.set('k', page(0), 30);
    expect(await store.get('k', 'demo')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await store.get('k', 'demo')).toBeNull();
  });

  it('tells its listeners of a purge', async () => {
    const store = memoryStore();
    const heard: unknown[] = [];
    store.onPurge((merchant, tag) => heard.push([merchant, tag]));
    await store.announce('demo', 'games');
    expect(heard).toEqual([['demo', 'games']]);
  });
});
