/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The guard rails CI runs before the tests (.ci/run: lint, typecheck, import rules, size budgets) each fail when their
 * rule is broken: shown here on small fixtures, so a rule that silently stopped working fails this test.
 */

const ROOT = process.cwd();
jest.setTimeout(120_000);

function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-rails-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('import rules (dependency-cruiser)', () => {
  it('reports each forbidden import and allows the permitted ones', () => {
    const dir = fixture({
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'preserve' } }),
      'lib/platform/site.ts': 'export const resolveSite = 1;\nexport type Site = { host: string };\n',
      'platform-contract/system.ts': 'export const SystemPath = {};\n',
      'platform-contract/reads-site.ts': "import { resolveSite } from '../lib/platform/site';\nexport const i = resolveSite;\n",
      'components/reads-types.tsx': "import type { Site } from '../lib/platform/site';\nexport const a: Site | null = null;\n",
      'components/calls-platform.tsx': "import { resolveSite } from '../lib/platform/site';\nexport const b = resolveSite;\n",
      'lib/query/use-thing.ts': "import { resolveSite } from '../platform/site';\nexport const c = resolveSite;\n",
      'lib/platform/uses-ui.ts': "import { a } from '../../components/reads-types';\nexport const d = a;\n",
      'app/api/thing/route.ts': "import { a } from '../../../components/reads-types';\nexport const e = a;\n",
      'sandbox/server.ts': "import { SystemPath } from '../platform-contract/system';\nimport { resolveSite } from '../lib/platform/site';\nexport const f = [SystemPath, resolveSite];\n",
      'lib/cycle/a.ts': "import { h } from './b';\nexport const g = () => h;\n",
      'lib/cycle/b.ts': "import { g } from './a';\nexport const h = () => g;\n",
    });
    const cruise = (outputType: string) =>
      spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'components', 'lib', 'app', 'sandbox', 'platform-contract', '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', outputType],
        { cwd: dir, encoding: 'utf8' },
      );
    // `npm run deps` prints with the err reporter, which is what sets the exit status CI reads.
    expect(cruise('err').status).not.toBe(0);
    const run = cruise('json');
    const violations = (JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } }).summary.violations;
    const found = violations.map((v) => `${v.rule.name} ${v.from}`).sort();
    expect(found).toEqual(
      [
        'api-knows-no-components app/api/thing/route.ts',
        'contract-stands-alone platform-contract/reads-site.ts',
        'no-circular lib/cycle/a.ts', // a cycle is reported once, at the module it was entered from
        'platform-knows-no-ui lib/platform/uses-ui.ts',
        'sandbox-stands-alone sandbox/server.ts',
        'ui-does-not-call-the-platform components/calls-platform.tsx',
        'ui-does-not-call-the-platform lib/query/use-thing.ts',
      ].sort(),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('lint (ESLint with eslint-config-next)', () => {
  // The CLI, as `npm run lint` runs it (its flat config is an ES module, which Jest's module system cannot load).
  const lint = async (code: string) => {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', path.join(ROOT, 'components/guard-rail-fixture.tsx'), '--format', 'json'],
      { cwd: ROOT, input: code, encoding: 'utf8' },
    );
    const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
    return result!.messages.map((m) => m.ruleId ?? m.message);
  };

  it('passes clean code', async () => {
    expect(await lint("'use client';\nexport function Fine({ on }: { on: boolean }) {\n  return <p>{on ? 'yes' : 'no'}</p>;\n}\n")).toEqual([]);
  });

  it('fails a hook called conditionally (react-hooks)', async () => {
    const messages = await lint(
      "'use client';\nimport { useState } from 'react';\nexport function Bad({ on }: { on: boolean }) {\n  if (on) {\n    const [v] = useState(0);\n    return <p>{v}</p>;\n  }\n  return null;\n}\n",
    );
    expect(messages).toContain('react-hooks/rules-of-hooks');
  });

  it('fails a disable comment that disables nothing', async () => {
    const messages = await lint("// eslint-disable-next-line no-console\nexport const quiet = 1;\n");
    expect(messages.some((m) => /Unused eslint-disable directive/.test(m))).toBe(true);
  });
});

describe('typecheck (tsc --noEmit)', () => {
  it('fails a type error', () => {
    const dir = fixture({
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ['*.ts'] }),
      'broken.ts': "export const n: number = 'not a number';\n",
    });
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('TS2322');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('size budgets (bench/budgets.mjs)', () => {
  const check = (sizes: object) => {
    const script = `import('${path.join(ROOT, 'bench/budgets.mjs')}').then((m) => console.log(JSON.stringify(m.checkBudgets(${JSON.stringify(sizes)}))))`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    return JSON.parse(run.stdout) as { ok: boolean; rows: { page: string; measure: string; ok: boolean }[] };
  };
  const within = {
    floor: { htmlBytes: 6000, jsGzipBytes: 180_000 },
    home: { htmlBytes: 110_000, jsGzipBytes: 180_000 + 30 * 1024 },
    login: { htmlBytes: 60_000, jsGzipBytes: 180_000 + 65 * 1024 },
    register: { htmlBytes: 70_000, jsGzipBytes: 180_000 + 85 * 1024 },
    catalogue: { htmlBytes: 80_000, jsGzipBytes: 180_000 + 55 * 1024 },
    lobby: { htmlBytes: 110_000, jsGzipBytes: 180_000 + 30 * 1024 },
    'centre-deposit': { htmlBytes: 86_000, jsGzipBytes: 180_000 + 95 * 1024 },
    'centre-records': { htmlBytes: 86_000, jsGzipBytes: 180_000 + 95 * 1024 },
    'agent-overview': { htmlBytes: 66_000, jsGzipBytes: 180_000 + 85 * 1024 },
    'agent-contracts': { htmlBytes: 66_000, jsGzipBytes: 180_000 + 85 * 1024 },
    'points-mall': { htmlBytes: 64_000, jsGzipBytes: 180_000 + 97 * 1024 },
    promotions: { htmlBytes: 139_000, jsGzipBytes: 180_000 + 46 * 1024 },
    promotion: { htmlBytes: 36_000, jsGzipBytes: 180_000 + 36 * 1024 },
  };

  it('hold for pages within their limits', () => {
    expect(check(within).ok).toBe(true);
  });

  it('fail for a home page over 130 KB of HTML, or any page over its JavaScript allowance', () => {
    const heavyHtml = check({ ...within, home: { ...within.home, htmlBytes: 130_001 } });
    expect(heavyHtml.ok).toBe(false);
    expect(heavyHtml.rows.filter((r) => !r.ok).map((r) => `${r.page} ${r.measure}`)).toEqual(['home HTML bytes']);
    const heavyJs = check({ ...within, register: { ...within.register, jsGzipBytes: 180_000 + 98 * 1024 } });
    expect(heavyJs.rows.filter((r) => !r.ok).map((r) => `${r.page} ${r.measure}`)).toEqual(['register JS gzip bytes']);
    const heavyCatalogue = check({ ...within, catalogue: { ...within.catalogue, jsGzipBytes: 180_000 + 61 * 1024 } });
    expect(heavyCatalogue.rows.filter((r) => !r.ok).map((r) => `${r.page} ${r.measure}`)).toEqual(['catalogue JS gzip bytes']);
    const heavyCentre = check({ ...within, 'centre-records': { htmlBytes: 88_001, jsGzipBytes: 180_000 + 111 * 1024 } });
    expect(heavyCentre.rows.filter((r) => !r.ok).map((r) => `${r.page} ${r.measure}`)).toEqual(['centre-records HTML bytes', 'centre-records JS gzip bytes']);
  });
});
