import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The route table of the specification (docs/spec/frontend-spec.md §2 "Routes"), parsed. The spec is committed in
 * docs/spec/ so that every checkout, CI's included, reads it; tests/unit/cross-cutting/spec-routes.test.ts holds the
 * copy to the team's shared spec (../shared/spec/) wherever a checkout has it beside the repository.
 */

export interface SpecRoute {
  /** A URL path the spec names (aliases included: /index, /home, /register.html …). */
  path: string;
  /** The table's "Purpose" cell of the row that names it. */
  purpose: string;
}

export interface SpecRoutes {
  source: string;
  routes: SpecRoute[];
  /** The paths the spec leaves open to visitors when login-to-home is on. */
  loginToHomePublic: string[];
}

export const SPEC_SOURCE = 'docs/spec/frontend-spec.md';

/** Every "/path" of a cell, without fragments ("/help#{tag}" is /help) and without duplicates. */
function pathsIn(text: string): string[] {
  const found = text.match(/\/[A-Za-z0-9_.\-/]*/g) ?? [];
  return [...new Set(found.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p)))];
}

export function parseSpecRoutes(markdown: string): SpecRoutes {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^#{2,4}\s+Routes\s*$/.test(line.trim()));
  if (start < 0) throw new Error('the spec has no "Routes" heading');
  const routes: SpecRoute[] = [];
  let loginToHomePublic: string[] = [];
  for (let i = start + 1; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (/^#{1,4}\s/.test(line)) break;
    if (line.startsWith('|')) {
      const cells = line.split('|').slice(1, -1).map((c) => c.trim());
      if (cells.length < 2 || /^-+$/.test(cells[0]!.replace(/:/g, '')) || cells[0] === 'Route') continue;
      for (const path of pathsIn(cells[0]!)) {
        if (!routes.some((r) => r.path === path)) routes.push({ path, purpose: cells[1]! });
      }
    } else if (/login-to-home/i.test(line) && /except/i.test(line)) {
      const except = line.slice(line.search(/except/i), line.search(/redirects/i) > 0 ? line.search(/redirects/i) : undefined);
      loginToHomePublic = pathsIn(except);
    }
  }
  if (routes.length === 0) throw new Error('the spec\u2019s route table is empty');
  return { source: SPEC_SOURCE, routes, loginToHomePublic };
}

/** The spec's route table, read from the repository at `root`. */
export function readSpecRoutes(root: string): SpecRoutes {
  return parseSpecRoutes(readFileSync(path.join(root, SPEC_SOURCE), 'utf8'));
}
