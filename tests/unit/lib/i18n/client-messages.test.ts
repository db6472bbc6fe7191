/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_FILES, MEMBER_CENTRE_NAMESPACES, MEMBER_NAMESPACES, PAGE_NAMESPACES, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';

/**
 * Every namespace a client component translates with is sent to the browser somewhere: with the shell, a member's
 * shell, a page, or a popup's catalog files. A client component using a namespace none of them carries would show
 * message keys instead of words.
 */

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

function namespacesOfFile(file: string): string[] {
  return Object.keys(JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en', `${file}.json`), 'utf8')) as object);
}

const islandNamespaces = Object.values(ISLAND_FILES).flat().flatMap(namespacesOfFile);
const carried = new Set<string>([
  ...SHELL_NAMESPACES,
  ...MEMBER_NAMESPACES,
  'Disclaimer',
  ...Object.values(PAGE_NAMESPACES).flat(),
  ...MEMBER_CENTRE_NAMESPACES.frame,
  ...Object.values(MEMBER_CENTRE_NAMESPACES.pages).flat(),
  ...islandNamespaces,
]);

describe('client messages', () => {
  const clientFiles = ['components', 'app', 'lib']
    .flatMap((dir) => files(path.join(process.cwd(), dir)))
    .filter((file) => /^'use client';/.test(readFileSync(file, 'utf8')));

  it.each(clientFiles.map((file) => [path.relative(process.cwd(), file)]))('%s translates only with namespaces the browser receives', (file) => {
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    const used = [...source.matchAll(/useTranslations\('([A-Za-z]+)(?:\.[\w.]+)?'\)/g)].map((m) => m[1]!);
    expect(used.filter((ns) => !carried.has(ns))).toEqual([]);
  });

  // What renders on every page (the shell) may use the shell's namespaces (and a member's) only: nothing else is there.
  const shellFiles = clientFiles
    .map((file) => path.relative(process.cwd(), file))
    .filter((file) => /^components\/(layout|system)\//.test(file) || /^components\/auth\/(login-button|free-play-button)\.tsx$/.test(file) || /error\.tsx$/.test(file));
  const shellCarried = new Set<string>([...SHELL_NAMESPACES, ...MEMBER_NAMESPACES]);

  it.each(shellFiles.map((file) => [file]))('%s (on every page) uses only the shell’s namespaces', (file) => {
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    const used = [...source.matchAll(/useTranslations\('([A-Za-z]+)(?:\.[\w.]+)?'\)/g)].map((m) => m[1]!);
    expect(used.filter((ns) => !shellCarried.has(ns))).toEqual([]);
  });

  it('keeps the shell small: no popup or page namespace rides with every page', () => {
    for (const heavy of ['Auth', 'Register', 'Validation', 'Password', 'System', 'Home']) {
      expect(SHELL_NAMESPACES as readonly string[]).not.toContain(heavy);
    }
  });
});
