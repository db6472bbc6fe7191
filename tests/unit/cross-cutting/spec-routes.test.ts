/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decideGate } from '@/lib/tenant/gates';
import { parseSpecRoutes, readSpecRoutes, SPEC_SOURCE } from '../../e2e/support/spec-table';

/**
 * The security matrix (tests/e2e/security) covers every route of the spec's table, read from the spec committed in
 * docs/spec/ (every checkout has it, CI's included). The team's shared spec (../shared/spec/) is the original: where a
 * checkout has it beside the repository, the committed copy must be the same text (copy it over when it changes).
 */
const ROOT = path.resolve(__dirname, '../../..');
const SHARED = path.resolve(ROOT, '../shared/spec');
const spec = readSpecRoutes(ROOT);

(existsSync(SHARED) ? it : it.skip).each(['frontend-spec.md', 'records.md'])('docs/spec/%s is the shared spec (../shared/spec/)', (file) => {
  expect(readFileSync(path.join(ROOT, 'docs/spec', file), 'utf8')).toBe(readFileSync(path.join(SHARED, file), 'utf8'));
});

it(`reads the route table of ${SPEC_SOURCE}, its aliases and the login-to-home exceptions`, () => {
  const paths = spec.routes.map((r) => r.path);
  expect(paths).toEqual(expect.arrayContaining(['/', '/index', '/home', '/login', '/register', '/help', '/helpmc', '/promotions', '/rng', '/elott']));
  expect(new Set(paths).size).toBe(paths.length);
  expect(spec.routes.find((r) => r.path === '/helpmc')?.purpose).toMatch(/help/i);
  expect(spec.loginToHomePublic).toEqual(expect.arrayContaining(['/login']));
  expect(spec.loginToHomePublic.every((p) => paths.includes(p))).toBe(true);
});

it('the parser reads a route table, its aliases and the login-to-home exceptions', () => {
  const parsed = parseSpecRoutes(
    [
      '### Routes',
      '',
      '| Route | Purpose |',
      '|---|---|',
      '| / (also /index, /home) | Home |',
      '| /help, /help#{tag} | Help (see /faq) |',
      '',
      '- When the login-to-home-page setting is on, every path except /login and /download redirects to /login if there is no session token.',
      '',
      '### Next',
      '| /not-a-route | x |',
    ].join('\n'),
  );
  expect(parsed.routes).toEqual([
    { path: '/', purpose: 'Home' },
    { path: '/index', purpose: 'Home' },
    { path: '/home', purpose: 'Home' },
    { path: '/help', purpose: 'Help (see /faq)' },
  ]);
  expect(parsed.loginToHomePublic).toEqual(['/login', '/download']);
});

// The app's own rule (decideGate) must leave open to visitors exactly the paths the spec leaves open.
it.each(spec.routes.map((r) => r.path))('login-to-home treats %s as the spec says', (route) => {
  const decision = decideGate({
    pathname: route,
    search: '',
    languages: ['en'],
    defaultLanguage: 'en',
    gate: 'open',
    loginToHome: true,
    loggedIn: false,
  });
  expect({ route, open: decision.kind === 'render' }).toEqual({ route, open: spec.loginToHomePublic.includes(route) });
});
