/**
 * The offline page: one self-contained HTML document in the merchant's colours (no script, no stylesheet, no image to
 * fetch), which the service worker stores and shows when a page cannot load. Pure, so its escaping is unit-tested. Its
 * one <style> carries the response's CSP nonce (the worker stores the page and its policy together).
 */
import { textDirection } from '@/lib/i18n/locales';
import { APP_BACKGROUND, brandInitials, themeColour } from './manifest';

export interface OfflinePageInput {
  brandName: string;
  colors: { primary: string; primaryText: string; accent: string };
  lang: string;
  texts: { title: string; text: string; retry: string };
  /** The nonce of the response's Content-Security-Policy (style-src-elem), when it has one. */
  nonce?: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const LANG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
/** A nonce as the site makes them (base64, or the page cache's hex placeholder): nothing an attribute would need to escape. */
const NONCE = /^[A-Za-z0-9+/_=-]{16,}$/;

export function offlinePageHtml({ brandName, colors, lang, texts, nonce }: OfflinePageInput): string {
  const primary = themeColour(colors.primary);
  const primaryText = themeColour(colors.primaryText);
  const accent = themeColour(colors.accent);
  const language = LANG.test(lang) ? lang : 'en';
  const initials = brandInitials(brandName);
  const brand = escapeHtml(brandName);
  const nonceAttribute = nonce && NONCE.test(nonce) ? ` nonce="${nonce}"` : '';
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${primary}">
<title>${escapeHtml(texts.title)} · ${brand}</title>
<style${nonceAttribute}>
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:${APP_BACKGROUND};color:#eef1f6;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:32px 20px;text-align:center}
.mark{width:72px;height:72px;border-radius:18px;background:${primary};display:flex;align-items:center;justify-content:center}
.disc{width:44px;height:44px;border-radius:50%;background:${accent};color:${primary};display:flex;align-items:center;justify-content:center;font-weight:700;font-size:${initials.length > 2 ? 11 : 16}px}
.brand{margin:0;font-size:18px;font-weight:700;color:#eef1f6}
h1{margin:8px 0 0;font-size:24px}
p{margin:0;max-width:28rem;color:#a6afbd;line-height:1.5}
a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;margin-top:8px;padding:0 24px;border-radius:12px;background:${primary};color:${primaryText};font-weight:700;text-decoration:none}
a:focus-visible{outline:2px solid ${accent};outline-offset:2px}
</style>
</head>
<body>
<main>
<div class="mark" aria-hidden="true"><div class="disc">${escapeHtml(initials)}</div></div>
<p class="brand">${brand}</p>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.text)}</p>
<a href="">${escapeHtml(texts.retry)}</a>
</main>
</body>
</html>
`;
}
