/** @jest-environment node */
import { cacheRule, isOfflinePath, offlinePathsFor, storable, type RequestFacts } from '@/lib/pwa/sw-rules';

const ORIGIN = 'https://vn88.example';
const get = (path: string, mode = 'cors', origin = ORIGIN): RequestFacts => ({ url: `${origin}${path}`, method: 'GET', mode });

describe('what the service worker stores', () => {
  it('never stores an API answer, whatever the request', () => {
    for (const path of ['/api/wallet/balance', '/api/member/summary', '/api/session/login', '/api', '/api/', '/api/records/bets?page=2']) {
      for (const mode of ['cors', 'same-origin', 'no-cors', 'navigate']) {
        expect({ path, mode, rule: cacheRule(get(path, mode), ORIGIN) }).toEqual({ path, mode, rule: 'none' });
      }
      expect(cacheRule({ url: `${ORIGIN}${path}`, method: 'POST', mode: 'cors' }, ORIGIN)).toBe('none');
    }
  });

  it('never stores a page: pages load from the network, and only fall back to the offline page', () => {
    for (const path of ['/', '/member/securityCenter', '/agent', '/vi/promotions', '/download', '/_next/static/x.js']) {
      expect(cacheRule(get(path, 'navigate'), ORIGIN)).toBe('navigation');
    }
    // The client router's fetches of a page (its RSC payload) carry a member's data too.
    expect(cacheRule(get('/member/transferFund?_rsc=abc12'), ORIGIN)).toBe('none');
    expect(cacheRule(get('/promotions'), ORIGIN)).toBe('none');
  });

  it('stores the build’s hashed assets, and nothing else of the site', () => {
    expect(cacheRule(get('/_next/static/chunks/app-1a2b3c.js'), ORIGIN)).toBe('static');
    expect(cacheRule(get('/_next/static/css/4d5e6f.css', 'no-cors'), ORIGIN)).toBe('static');
    expect(cacheRule(get('/_next/static/chunks/a.js?dpl=1'), ORIGIN)).toBe('none');
    for (const path of ['/manifest.webmanifest', '/app-icon/192.png', '/serwist/sw.js', '/offline', '/_next/image?url=x', '/favicon.ico']) {
      expect(cacheRule(get(path), ORIGIN)).toBe('none');
    }
    expect(cacheRule({ url: `${ORIGIN}/_next/static/a.js`, method: 'HEAD', mode: 'cors' }, ORIGIN)).toBe('none');
  });

  it('leaves other origins alone: the platform’s images, games, chat', () => {
    for (const url of ['https://cdn.example/_next/static/a.js', 'https://cdn.example/logo.svg', 'http://vn88.example/_next/static/a.js']) {
      expect(cacheRule({ url, method: 'GET', mode: 'no-cors' }, ORIGIN)).toBe('none');
      expect(cacheRule({ url, method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('none');
    }
    expect(cacheRule({ url: 'not a url', method: 'GET', mode: 'cors' }, ORIGIN)).toBe('none');
  });

  it('stores only whole, successful, same-origin answers', () => {
    expect(storable({ status: 200, type: 'basic' })).toBe(true);
    expect(storable({ status: 206, type: 'basic' })).toBe(false);
    expect(storable({ status: 404, type: 'basic' })).toBe(false);
    expect(storable({ status: 0, type: 'opaque' })).toBe(false);
    expect(storable({ status: 200, type: 'cors' })).toBe(false);
  });
});

describe('the offline page', () => {
  it('is the one of the failed page’s language when the worker has it, else the default language’s', () => {
    expect(offlinePathsFor('/')).toEqual(['/offline']);
    expect(offlinePathsFor('/vi/promotions')).toEqual(['/vi/offline', '/offline']);
    expect(offlinePathsFor('/vi')).toEqual(['/vi/offline', '/offline']);
    expect(offlinePathsFor('/member/securityCenter')).toEqual(['/offline']);
    // A three-letter page (/hot) looks like a language: its /hot/offline is never stored, so the default one shows.
    expect(offlinePathsFor('/hot')).toEqual(['/hot/offline', '/offline']);
  });

  it('is all a page may ask the worker to store', () => {
    for (const ok of ['/offline', '/vi/offline', '/zh-tw/offline']) expect(isOfflinePath(ok)).toBe(true);
    for (const bad of ['/api/offline', '/vi/member/offline', '//evil.example/offline', '/../offline', 'https://evil.example/offline', '/offline?x=1', '/vi/offline/', '', null, 42, { path: '/offline' }]) {
      expect(isOfflinePath(bad)).toBe(false);
    }
  });
});
