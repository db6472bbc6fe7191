/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_FILES, MEMBER_CENTRE_NAMESPACES, MEMBER_NAMESPACES, SHELL_NAMESPACES, TRIAL_GATE_NAMESPACES } from '@/lib/i18n/client-messages';
import { MEMBER_PAGE_KEYS } from '@/lib/member-centre/pages';
import { moduleClosure, namespacesUsed } from '../../support/import-graph';

/**
 * A member-centre page carries its frame's namespaces and its own area's only (MEMBER_CENTRE_NAMESPACES): what its code
 * and everything it loads translates with must be among them, the shell's, or a popup's catalog files (which the
 * popups load when they open). A page that lost a namespace it uses would show message keys instead of words.
 */

const PAGE_MAP = 'components/member-centre/page-content.tsx';

function islandNamespaces(): string[] {
  return Object.values(ISLAND_FILES)
    .flat()
    .flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en', `${file}.json`), 'utf8')) as object));
}

/** Each page key's module, as the page map loads it. */
function pageModules(): Record<string, string> {
  const source = readFileSync(path.join(process.cwd(), PAGE_MAP), 'utf8');
  return Object.fromEntries([...source.matchAll(/(\w+): dynamic\(\(\) => import\('\.\/([^']+)'\)/g)].map((m) => [m[1]!, `components/member-centre/${m[2]!}.tsx`]));
}

function used(files: readonly string[]): string[] {
  return [...new Set(files.flatMap(namespacesUsed))].sort();
}

describe('member-centre pages’ messages', () => {
  const everywhere = new Set<string>([...SHELL_NAMESPACES, ...MEMBER_NAMESPACES, ...islandNamespaces()]);
  const frame = used(moduleClosure('components/member-centre/centre-frame.tsx', { lazyIgnoredIn: [PAGE_MAP] }));
  const modules = pageModules();

  it('finds every page in the page map', () => {
    expect(Object.keys(modules).sort()).toEqual([...MEMBER_PAGE_KEYS].sort());
  });

  it('gives the frame what it translates with (a trial account’s gate adds its own)', () => {
    const carried = new Set<string>([...everywhere, ...MEMBER_CENTRE_NAMESPACES.frame, ...TRIAL_GATE_NAMESPACES]);
    expect(frame.filter((ns) => !carried.has(ns))).toEqual([]);
  });

  it.each(MEMBER_PAGE_KEYS.map((page) => [page]))('%s carries what its code translates with, and no area it does not use', (page) => {
    const own: readonly string[] = MEMBER_CENTRE_NAMESPACES.pages[page];
    const carried = new Set<string>([...everywhere, ...MEMBER_CENTRE_NAMESPACES.frame, ...own]);
    const namespaces = used(moduleClosure(modules[page]!));
    expect(namespaces.filter((ns) => !carried.has(ns))).toEqual([]);
    // Each namespace the page is given is one it uses: none rides along for nothing.
    expect(own.filter((ns) => !namespaces.includes(ns))).toEqual([]);
  });
});
