import { expect, test } from '@playwright/test';
import { send } from './support/http';
import { HOSTS } from './support/platform';

/**
 * The build's compile hint (scripts/compile-hints.mjs, run by npm run build): every script a page runs as it loads
 * begins with V8's `//# allFunctionsCalledOnLoad`, so Chrome compiles its functions in the background while it
 * downloads instead of one by one on the main thread as the page starts. The legacy polyfills (nomodule) do not.
 */
test('every script a page loads with begins with the compile hint', async () => {
  for (const [host, path] of [[HOSTS.demo, '/'], [HOSTS.demo, '/rng'], [HOSTS.demo, '/login'], [HOSTS.vn88, '/register']] as const) {
    const page = await send(host, path);
    expect(page.status, page.label).toBe(200);
    const tags = [...page.body.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].map(([tag, src]) => ({ src: src!, legacy: /\bnoModule\b/i.test(tag) }));
    const loaded = tags.filter((tag) => !tag.legacy).map((tag) => tag.src);
    expect(loaded.length, `${page.label}: scripts`).toBeGreaterThan(3);
    for (const src of loaded) {
      const script = await send(host, src);
      expect(script.status, script.label).toBe(200);
      expect(script.body.startsWith('//# allFunctionsCalledOnLoad\n'), `${script.label} starts with the hint`).toBe(true);
    }
    const polyfill = tags.find((tag) => tag.legacy);
    if (polyfill) expect((await send(host, polyfill.src)).body.startsWith('//# allFunctionsCalledOnLoad'), 'the polyfills are left alone').toBe(false);
  }
});
