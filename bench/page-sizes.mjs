/**
 * What a page sends to the browser: its HTML (bytes as served) and every script it loads (script src and
 * modulepreload/preload links), fetched and gzipped at level 9. Shared by `npm run bench` and the CI size budgets.
 * The page is asked for by its full URL: Node's fetch sends that URL's own Host (127.0.0.1 is one of demo's hosts).
 */
import { gzipSync } from 'node:zlib';

export async function measurePage(url, { cookie } = {}) {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  return { url, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(html, { level: 9 }).length, ...(await javascriptBytes(url, html)) };
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

/** Signs player1 in through the site's API (as a browser would) and returns the Cookie header for member pages. */
export async function memberCookie(base, { username = 'player1', password = 'Player#2026' } = {}) {
  const response = await fetch(`${base}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password }),
  });
  const cookie = /(?:^|,\s*)(site_session=[^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!response.ok || !cookie) throw new Error(`could not sign ${username} in (${response.status})`);
  return cookie;
}

/**
 * The floor and every budgeted page, measured: anonymous pages as a visitor, member pages (`member: true`, the member
 * centre) signed in as player1, agent pages (`agent: true`, the agent centre) as agent1. Shared by `npm run bench` and
 * `npm run budgets`.
 */
export async function measureBudgetedPages(base, budgets) {
  const sizes = { floor: await measurePage(`${base}/bench-floor`) };
  const member = budgets.some((b) => b.member) ? await memberCookie(base) : undefined;
  const agent = budgets.some((b) => b.agent) ? await memberCookie(base, { username: 'agent1', password: 'Agent#2026' }) : undefined;
  for (const b of budgets) {
    const cookie = b.member ? member : b.agent ? agent : undefined;
    sizes[b.page] = await measurePage(`${base}${b.path}`, cookie ? { cookie } : {});
  }
  return sizes;
}
