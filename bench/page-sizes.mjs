/**
 * What a page sends to the browser: its HTML (bytes as served) and every script it loads (script src and
 * modulepreload/preload links), fetched and gzipped at level 9. Shared by `npm run bench` and the CI size budgets.
 */
import { gzipSync } from 'node:zlib';

/** Fetch `path` from the site at `base` as `host` would see it, and size its HTML and JavaScript. */
export async function measurePage(base, path, host = 'localhost') {
  const url = new URL(path, base);
  const response = await fetch(url, { headers: { host: `${host}:${url.port}` }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${host}${path} answered ${response.status}`);
  const html = await response.text();
  const js = await javascriptBytes(base, html);
  return { path, host, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(html, { level: 9 }).length, ...js };
}

/** Every script the page loads, fetched and gzipped at level 9. */
export async function javascriptBytes(base, html) {
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*>/g)) {
    const tag = match[0];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href && (/as="script"/.test(tag) || tag.includes('modulepreload'))) sources.add(href);
  }
  let jsRawBytes = 0;
  let jsGzipBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src.replaceAll('&amp;', '&'), base))).arrayBuffer());
    jsRawBytes += body.length;
    jsGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { jsFiles: sources.size, jsRawBytes, jsGzipBytes };
}
