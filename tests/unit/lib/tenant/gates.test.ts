/** @jest-environment node */
import { decideGate, gateStatus, MAINTENANCE_RETRY_DEFAULT_S, mustLogIn, siteGate, type GateInput } from '@/lib/tenant/gates';

const demo: GateInput = {
  pathname: '/',
  search: '',
  languages: ['en', 'vi', 'ar'],
  defaultLanguage: 'en',
  gate: 'open',
  loginToHome: false,
  loggedIn: false,
};

describe('decideGate', () => {
  it('renders the default language unprefixed', () => {
    expect(decideGate({ ...demo, pathname: '/promotions' })).toEqual({ kind: 'render', locale: 'en', route: '/promotions', gate: 'open' });
  });

  it('renders other languages from their prefix', () => {
    expect(decideGate({ ...demo, pathname: '/vi/promotions' })).toEqual({ kind: 'render', locale: 'vi', route: '/promotions', gate: 'open' });
    expect(decideGate({ ...demo, pathname: '/ar' })).toMatchObject({ kind: 'render', locale: 'ar', route: '/' });
  });

  it('redirects a prefixed default language to the unprefixed path', () => {
    expect(decideGate({ ...demo, pathname: '/en/promotions', search: '?id=2' })).toEqual({ kind: 'redirect', location: '/promotions?id=2' });
  });

  it('redirects a language prefix in capitals to its address in lower case', () => {
    expect(decideGate({ ...demo, languages: ['en', 'zh-tw'], pathname: '/zh-TW/promotions', search: '?id=2' })).toEqual({ kind: 'redirect', location: '/zh-tw/promotions?id=2' });
    expect(decideGate({ ...demo, pathname: '/VI' })).toEqual({ kind: 'redirect', location: '/vi' });
    expect(decideGate({ ...demo, pathname: '/EN/rng' })).toEqual({ kind: 'redirect', location: '/rng' });
  });

  it('applies a stored language choice to unprefixed paths only', () => {
    expect(decideGate({ ...demo, pathname: '/promotions', preferredLocale: 'vi' })).toEqual({ kind: 'redirect', location: '/vi/promotions' });
    expect(decideGate({ ...demo, pathname: '/ar/x', preferredLocale: 'vi' })).toMatchObject({ kind: 'render', locale: 'ar' });
    expect(decideGate({ ...demo, pathname: '/x', preferredLocale: 'en' })).toMatchObject({ kind: 'render', locale: 'en' });
    expect(decideGate({ ...demo, pathname: '/x', preferredLocale: 'fr' })).toMatchObject({ kind: 'render', locale: 'en' });
  });

  it('maps the home aliases to the home route', () => {
    for (const alias of ['/index', '/index.html', '/home', '/home/']) {
      expect(decideGate({ ...demo, pathname: alias })).toMatchObject({ kind: 'render', route: '/' });
    }
    expect(decideGate({ ...demo, pathname: '/vi/home' })).toMatchObject({ kind: 'render', locale: 'vi', route: '/' });
  });

  it('shows maintenance and restriction on every path, even where login-to-home would redirect', () => {
    const gated = { ...demo, loginToHome: true, pathname: '/rng' };
    expect(decideGate({ ...gated, gate: 'maintenance' })).toEqual({ kind: 'render', locale: 'en', route: '/rng', gate: 'maintenance' });
    expect(decideGate({ ...gated, gate: 'restricted' })).toMatchObject({ kind: 'render', gate: 'restricted' });
  });

  it('sends visitors without a session to /login when login-to-home is on', () => {
    const ph = { ...demo, loginToHome: true };
    expect(decideGate({ ...ph, pathname: '/' })).toEqual({ kind: 'redirect', location: '/login' });
    expect(decideGate({ ...ph, pathname: '/vi/rng' })).toEqual({ kind: 'redirect', location: '/vi/login?next=%2Fvi%2Frng' });
    expect(decideGate({ ...ph, pathname: '/rng', search: '?vendor=PG' })).toEqual({
      kind: 'redirect',
      location: '/login?next=%2Frng%3Fvendor%3DPG',
    });
    expect(decideGate({ ...ph, pathname: '/', loggedIn: true })).toMatchObject({ kind: 'render', route: '/' });
    for (const open of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(decideGate({ ...ph, pathname: open })).toMatchObject({ kind: 'render' });
    }
  });
});

describe('siteGate', () => {
  it('is the merchant’s status gate, for the whole site', () => {
    for (const gate of ['open', 'maintenance', 'restricted'] as const) expect(siteGate(demo, gate)).toBe(gate);
  });
});

describe('mustLogIn', () => {
  it('only applies with login-to-home on and no session', () => {
    expect(mustLogIn(false, false, '/')).toBe(false);
    expect(mustLogIn(true, true, '/')).toBe(false);
    expect(mustLogIn(true, false, '/')).toBe(true);
    expect(mustLogIn(true, false, '/helpmc')).toBe(false);
  });
});

describe('gateStatus', () => {
  const now = Date.parse('2026-11-27T01:00:00Z');

  it('answers maintenance with 503 and the seconds to its end', () => {
    expect(gateStatus('maintenance', '2026-11-27T02:00:00Z', now)).toEqual({ status: 503, retryAfter: 3600 });
    expect(gateStatus('maintenance', '2026-11-27T01:00:00.400Z', now)).toEqual({ status: 503, retryAfter: 60 });
  });

  it('asks for a later look when the end is unknown, past or not a date', () => {
    expect(gateStatus('maintenance', null, now)).toEqual({ status: 503, retryAfter: MAINTENANCE_RETRY_DEFAULT_S });
    expect(gateStatus('maintenance', 'soon', now)).toEqual({ status: 503, retryAfter: MAINTENANCE_RETRY_DEFAULT_S });
    expect(gateStatus('maintenance', '2026-11-26T00:00:00Z', now)).toEqual({ status: 503, retryAfter: 60 });
  });

  it('answers region restriction with 403 and an open site with nothing', () => {
    expect(gateStatus('restricted', null, now)).toEqual({ status: 403 });
    expect(gateStatus('open', '2026-11-27T02:00:00Z', now)).toBeNull();
  });
});
