import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's own modules a module brings into the browser: what it imports (not `import type`), and what it loads
 * later with `import('…')` unless it is one of `lazyIgnoredIn` (a map of pages whose each page is counted on its own).
 * '@/' paths and relative ones; packages are not followed.
 */
export function moduleClosure(entry: string, { lazyIgnoredIn = [] }: { lazyIgnoredIn?: readonly string[] } = {}): string[] {
  const root = process.cwd();
  const seen = new Set<string>();
  const stack = [path.resolve(root, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/^import\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gms)].map((m) => m[1]!);
    if (!lazyIgnoredIn.includes(path.relative(root, file))) specifiers.push(...[...source.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]!));
    for (const specifier of specifiers) {
      const resolved = resolveModule(root, file, specifier);
      if (resolved) stack.push(resolved);
    }
  }
  return [...seen].map((file) => path.relative(root, file));
}

function resolveModule(root: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The namespaces a module's client code translates with: useTranslations('Wallet') and useTranslations('Wallet.upload') alike. */
export function namespacesUsed(file: string): string[] {
  const source = readFileSync(path.resolve(process.cwd(), file), 'utf8');
  return [...new Set([...source.matchAll(/useTranslations\('([A-Za-z]+)(?:\.[\w.]+)?'\)/g)].map((m) => m[1]!))];
}
