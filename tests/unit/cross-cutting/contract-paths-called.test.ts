/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as contract from '@site/platform-contract';

/**
 * The platform contract's path tables (every `…Path` object a module of platform-contract/ exports) hold only paths the
 * site calls: for each entry, the site's own source (app, components, lib, server, proxy.ts) uses the table's symbol
 * with that key. A path nothing calls is either the sandbox's own business (it belongs in sandbox/) or a call the site
 * was meant to make and does not: both are found here. Tables and keys are discovered, so paths added later are held
 * to the same rule.
 *
 * What counts as a use, read from the syntax tree (comments and types never count): `Table.KEY`, `Table['KEY']`, and
 * `Table[expression]`, which reaches every key (its index is typed by the table's keys, e.g.
 * ContractRelayPath[kind]); any other reading of the table as a value (passing it on, Object.values) counts for every
 * key. An import under another name (`import { SystemPath as Paths }`) is followed.
 */

const ROOT = process.cwd();
const CONTRACT_DIR = path.join(ROOT, 'platform-contract');
const SITE_SOURCES = ['app', 'components', 'lib', 'server', 'proxy.ts'];

type Tables = Map<string, Record<string, unknown>>;

/** Every exported `…Path` object of the contract (its index re-exports every module, which a test below holds), by name. */
function contractPathTables(): Tables {
  const tables: Tables = new Map();
  for (const [name, value] of Object.entries(contract as Record<string, unknown>)) {
    if (/Path$/.test(name) && value !== null && typeof value === 'object') tables.set(name, value as Record<string, unknown>);
  }
  return tables;
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return /\.(ts|tsx|mts|mjs)$/.test(full) ? [full] : [];
  return fs.readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : sourceFiles(path.join(entry, name))));
}

/** The keys of each table that `sources` use (see the rules above), by table name. */
function usedKeys(tables: Tables, sources: { file: string; text: string }[]): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set<string>()]));
  const everyKey = (table: string) => Object.keys(tables.get(table)!).forEach((key) => used.get(table)!.add(key));
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    // Local name → table, from the file's imports (any module: a site module may pass a table on).
    const local = new Map<string, string>();
    source.statements.forEach((statement) => {
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const spec of bindings.elements) {
          const imported = (spec.propertyName ?? spec.name).text;
          if (tables.has(imported)) local.set(spec.name.text, imported);
        }
      }
    });
    if (local.size === 0) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && local.has(node.text)) {
        const table = local.get(node.text)!;
        const parent = node.parent;
        if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isTypeQueryNode(parent)) return;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node) used.get(table)!.add(parent.name.text);
        else if (ts.isElementAccessExpression(parent) && parent.expression === node) {
          if (ts.isStringLiteralLike(parent.argumentExpression)) used.get(table)!.add(parent.argumentExpression.text);
          else everyKey(table);
        } else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node)) everyKey(table);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

function uncalled(tables: Tables, sources: { file: string; text: string }[]): string[] {
  const used = usedKeys(tables, sources);
  return [...tables].flatMap(([name, table]) =>
    Object.entries(table)
      .filter(([key]) => !used.get(name)!.has(key))
      .map(([key, value]) => `${name}.${key} (${typeof value === 'string' ? value : typeof value})`),
  );
}

describe("the contract's path tables", () => {
  it('hold no path the site never calls', () => {
    const tables = contractPathTables();
    // Discovery itself works: the tables every area of the site speaks are found, each with paths.
    expect([...tables.keys()]).toEqual(expect.arrayContaining(['SystemPath', 'AccountsPath', 'GamesPath', 'WalletPath', 'AgentPath', 'ContractRelayPath']));
    for (const [name, table] of tables) expect([name, Object.keys(table).length > 0]).toEqual([name, true]);
    const sources = SITE_SOURCES.flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
    expect(sources.length).toBeGreaterThan(100);
    expect(uncalled(tables, sources)).toEqual([]);
  });

  it("read every module of the contract: its index re-exports each one", () => {
    const index = fs.readFileSync(path.join(CONTRACT_DIR, 'index.ts'), 'utf8');
    const modules = fs.readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.replace(/\.ts$/, ''));
    for (const name of modules) expect([name, index.includes(`export * from './${name}';`)]).toEqual([name, true]);
  });

  it('finds an uncalled path, and counts only real uses of a table', () => {
    const tables: Tables = new Map([
      ['DemoPath', { READ: '/read', WRITE: '/write', LIST: '/list', GONE: '/gone' }],
      ['KindPath', { a: '/a', b: '/b' }],
      ['OtherPath', { ONE: '/one' }],
    ]);
    const file = (text: string) => ({ file: 'fixture.ts', text });
    const calls = file(
      [
        "import { DemoPath, KindPath as Kinds } from '@site/platform-contract';",
        'import type { OtherPath } from "@site/platform-contract";',
        '// DemoPath.GONE is only mentioned in a comment',
        "export const read = () => fetch(DemoPath.READ) && fetch(DemoPath['WRITE']);",
        'export const byKind = (kind: keyof typeof Kinds) => fetch(Kinds[kind]);',
        'export type One = typeof OtherPath;',
        "export const list = call(DemoPath.LIST, 'DemoPath.GONE');",
      ].join('\n'),
    );
    expect(uncalled(tables, [calls])).toEqual(['DemoPath.GONE (/gone)', 'OtherPath.ONE (/one)']);
    // Handing the table on as a whole counts as using all of it.
    expect(uncalled(tables, [calls, file("import { OtherPath } from './x';\nexport const all = Object.values(OtherPath);")])).toEqual(['DemoPath.GONE (/gone)']);
  });
});
