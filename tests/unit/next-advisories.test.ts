/** @jest-environment node */
import { readFileSync } from 'node:fs';
import advisories from '@/scripts/next-advisories.json';

function parse(version: string): number[] {
  return version.split(/[.-]/).slice(0, 3).map((part) => Number(part));
}

function atLeast(installed: string, fixed: string): boolean {
  const a = parse(installed);
  const b = parse(fixed);
  for (let i = 0; i < 3; i += 1) {
    if (a[i]! !== b[i]!) return a[i]! > b[i]!;
  }
  return true;
}

const installed = (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string }).version;

it.each(advisories.advisories)('the installed Next.js is patched for $id ($summary)', ({ fixedIn }) => {
  expect({ installed, patched: atLeast(installed, fixedIn) }).toEqual({ installed, patched: true });
});

it('pins the version the architecture names', () => {
  expect(installed).toBe('16.4.6');
});
