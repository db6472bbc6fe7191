/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decideGate } from '@/lib/tenant/gates';
import { parseSpecRoutes, SPEC_SOURCE } from '../../e2e/support/spec-table';
import committed from '../../e2e/support/spec-routes.json';

/**
 * The security matrix (tests/e2e/security) covers every route of the spec's table through a committed copy of it,
 * because CI checks out this repository alone. Where the spec is present (a developer's machine), the copy must be
 * what the spec says today: `UPDATE_SPEC_ROUTES=1 npx jest tests/unit/cross-cutting/spec-routes.test.ts` rewrites it.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SPEC = path.resolve(ROOT, SPEC_SOURCE);
const COPY = path.join(ROOT, 'tests/e2e/support/spec-routes.json');
const specPresent = existsSync(SPEC);

(specPresent ? it : it.skip)(`the committed route list is the spec's table (${SPEC_SOURCE})`, () => {
  const parsed = parseSpecRoutes(readFileSync(SPEC, 'utf8'));
  if (process.env.UPDATE_SPEC_ROUTES === '1') writeFileSync(COPY, `${JSON.stringify(parsed, null, 2)}\n`);
  expect(committed).toEqual(parsed);
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

it('the committed list has the routes every part of the matrix relies on', () => {
  const paths = committed.routes.map((r) => r.path);
  expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/register', '/help', '/helpmc', '/promotions']));
  expect(new Set(paths).size).toBe(paths.length);
});

// The app's own rule (decideGate) must leave open to visitors exactly the paths the spec leaves open.
it.each(committed.routes.map((r) => r.path))('login-to-home treats %s as the spec says', (route) => {
  const decision = decideGate({
    pathname: route,
    search: '',
    languages: ['en'],
    defaultLanguage: 'en',
    gate: 'open',
    loginToHome: true,
    loggedIn: false,
  });
  expect({ route, open: decision.kind === 'render' }).toEqual({ route, open: committed.loginToHomePublic.includes(route) });
});
