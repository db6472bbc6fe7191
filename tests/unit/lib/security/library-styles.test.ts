import { insertedStyles, LIBRARY_STYLE_HASHES, styleHash } from '@/lib/security/library-styles';

/**
 * The hash the page CSP allows sonner's own <style> by (lib/security/library-styles.ts) is the hash of what sonner really
 * inserts: its module is loaded here as a page loads it, and the text it put in the document is hashed as the browser
 * hashes it.
 */
describe('the library styles the page CSP allows by hash', () => {
  it('names the <style> sonner inserts when it loads, at each moment the browser checks it', async () => {
    // The text the element has when it joins the document and whenever its text changes after: CSP checks it each time.
    const seen: string[] = [];
    const appendChild = Node.prototype.appendChild;
    const spy = jest.spyOn(Node.prototype, 'appendChild').mockImplementation(function <T extends Node>(this: Node, child: T): T {
      const result = appendChild.call(this, child) as T;
      const style = this instanceof HTMLStyleElement ? this : child instanceof HTMLStyleElement ? child : null;
      if (style?.isConnected) seen.push(style.textContent ?? '');
      return result;
    });
    try {
      await import('sonner');
    } finally {
      spy.mockRestore();
    }
    const styles = Array.from(document.head.querySelectorAll('style'));
    expect(styles).toHaveLength(1);
    const text = styles[0]!.textContent!;
    expect(text).toContain('[data-sonner-toaster]');
    // Appended empty, then given its text.
    expect(seen.map((t) => t.length)).toEqual([0, text.length]);
    expect(LIBRARY_STYLE_HASHES).toEqual(seen.map(styleHash));
  });

  it('hashes as CSP does: SHA-256 of the UTF-8 text, base64', () => {
    // The empty string's SHA-256, the hash every CSP reference names for an empty <style>.
    expect(styleHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(styleHash('é')).not.toBe(styleHash('e'));
  });

  it('refuses a bundle without exactly one __insertCSS call (a sonner that changed how it adds its styles)', () => {
    expect(() => insertedStyles('export const x = 1;', 'index.mjs')).toThrow(/found 0/);
    expect(() => insertedStyles('__insertCSS("a{}");__insertCSS("b{}")', 'index.mjs')).toThrow(/found 2/);
    expect(insertedStyles('function __insertCSS(code) {}\n__insertCSS("a{content:\'\\\\\\"\'}")', 'index.mjs')).toEqual(['a{content:\'\\"\'}']);
  });
});
