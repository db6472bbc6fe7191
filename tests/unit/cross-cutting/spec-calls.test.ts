/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@site/platform-contract';

/**
 * Every call the specification names (docs/spec/frontend-spec.md §7 "Platform calls": its paths and its relay names)
 * is in the platform contract's path tables, so the site calls the platform as the spec says and not by a path of its
 * own making. (That every table's path is called is contract-paths-called.test.ts.) Paths the spec leaves "not shown"
 * are the contract's own design, documented where each table is.
 */
const ROOT = path.resolve(__dirname, '../../..');
const spec = readFileSync(path.join(ROOT, 'docs/spec/frontend-spec.md'), 'utf8');

/** The text of the spec's section 7, up to section 8. */
function callsSection(text: string): string {
  const start = text.search(/^## 7\./m);
  const end = text.search(/^## 8\./m);
  if (start < 0 || end < start) throw new Error('the spec has no section 7 before section 8');
  return text.slice(start, end);
}

/** "/wps/…", "/lgw/…", "/lotto/…" paths, without a trailing slash ("/wps/relay/" alone names no call). */
function specPaths(section: string): string[] {
  const found = [...section.matchAll(/\/(?:wps|lgw|lotto)\/[A-Za-z0-9_/]+/g)].map((m) => m[0].replace(/\/+$/, ''));
  return [...new Set(found)].filter((p) => p !== '/wps/relay').sort();
}

/** Relay operation names written without their path (the points list, "… and getFavoriteGamesList"). */
function specRelays(section: string): string[] {
  const found = [...section.matchAll(/\b((?:passwordCheck\/)?(?:MCS2|MCSFE|MCS|GCSGAME|GCS|GLS2|ODSFE2|CSP)_[A-Za-z]+)\b/g)].map((m) => m[1]!);
  return [...new Set(found)].sort();
}

const contractPaths = new Set<string>(
  Object.entries(contract as Record<string, unknown>)
    .filter(([name, value]) => /Path$/.test(name) && value !== null && typeof value === 'object')
    .flatMap(([, table]) => Object.values(table as Record<string, unknown>).filter((v): v is string => typeof v === 'string')),
);

const section = callsSection(spec);

it('reads the calls of the spec', () => {
  expect(specPaths(section).length).toBeGreaterThan(40);
  expect(specPaths(section)).toEqual(expect.arrayContaining(['/wps/session/login', '/wps/relay/GCS_merchantWallet', '/lotto/lgw/games/opened/numero']));
  expect(specRelays(section)).toEqual(expect.arrayContaining(['MCS2_getPointBalance', 'passwordCheck/MCS2_convertPoint']));
});

it.each(specPaths(section))('the contract has the spec\u2019s call %s', (specPath) => {
  expect(contractPaths.has(specPath) ? specPath : `missing: ${specPath}`).toBe(specPath);
});

it.each(specRelays(section))('the contract has the spec\u2019s relay %s', (relay) => {
  const path = `/wps/relay/${relay}`;
  expect(contractPaths.has(path) ? path : `missing: ${path}`).toBe(path);
});
