import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The `<style>` elements a library inserts by itself, which no nonce can reach, allowed in the page CSP by the hash of
 * their text. There is one: sonner (the toasts) inserts its stylesheet when its module loads (`__insertCSS("…")` at the
 * top of its bundle), with no option for a nonce. The scroll lock of Radix's dialogs and menus takes the page's nonce
 * instead (components/system/style-nonce.tsx).
 *
 * The text is read from the installed package when the server starts, never copied here: an upgrade of sonner that
 * changes its styles changes the hash with it, and a package whose text cannot be found stops the server from starting
 * rather than leaving every toast unstyled. The browser bundles sonner's ESM build (`dist/index.mjs`, the `import`
 * condition of its exports); tests/unit/lib/security/library-styles.test.ts checks the hash against what sonner inserts.
 */

/** The argument of sonner's one `__insertCSS("…")` call: a double-quoted literal, read as JSON (no JS-only escapes). */
const INSERT_CSS = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/g;

/** A CSP hash source for this text, as the browser computes it (SHA-256 of its UTF-8 bytes). */
export function styleHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts a library bundle inserts with `__insertCSS`; an error when there is not exactly one. */
export function insertedStyles(source: string, file: string): string[] {
  const texts = [...source.matchAll(INSERT_CSS)].map((match) => JSON.parse(match[1]!) as string);
  if (texts.length !== 1) throw new Error(`${file}: expected one __insertCSS("…") call (sonner's stylesheet), found ${texts.length}`);
  return texts;
}

function sonnerStyles(): string[] {
  // The project's own node_modules: the server runs from the project (scripts/start.mjs), as `next start` does.
  const file = path.join(process.cwd(), 'node_modules', 'sonner', 'dist', 'index.mjs');
  return insertedStyles(readFileSync(file, 'utf8'), file);
}

/**
 * Hash sources for the page CSP's style-src-elem, computed once per server process. sonner appends its <style> to the
 * head empty and then gives it its text, and the browser checks the element at both moments: the empty text's hash
 * is allowed too (an empty <style> styles nothing, and any text added later is checked again).
 */
export const LIBRARY_STYLE_HASHES: readonly string[] = [styleHash(''), ...sonnerStyles().map(styleHash)];
