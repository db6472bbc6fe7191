/**
 * Finds markup in a server-rendered page that only an injection could have put there. React never renders event
 * handler attributes, every script the site sends carries the response's CSP nonce, and the site has no iframes,
 * objects, embeds, <base> or meta refreshes: any of those in a page is an attacker's (or a sanitizer's failure).
 * Text and attribute values that merely contain a payload, escaped, are fine, and so is the RSC payload's JSON.
 */

const FORBIDDEN_TAGS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal', 'isindex']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'ping', 'codebase', 'cite']);
const SCRIPT_SCHEMES = /^(javascript|vbscript|livescript|data):/;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED[entity.toLowerCase()] ?? match;
  });
}

/** A URL attribute as a browser reads its scheme: entities decoded, whitespace and control characters dropped. */
function scheme(value: string): string {
  return decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
}

export interface Tag {
  name: string;
  attributes: [string, string][];
}

/**
 * The start tags of a document as a browser's tokenizer reads them (script and style contents skipped): an unquoted
 * value runs to whitespace or ">" ("onerror=window.x=1" is one value), a name runs to whitespace, "/", ">" or "=".
 */
export function startTags(html: string): Tag[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script[\s/>])/gi, '$1$2').replace(/(<style\b[^>]*>)[\s\S]*?(<\/style[\s/>])/gi, '$1$2');
  const tags: Tag[] = [];
  const open = /<([a-zA-Z][^\s/>]*)/g;
  const space = /[\s/]/;
  for (let match = open.exec(markup); match; match = open.exec(markup)) {
    const attributes: [string, string][] = [];
    let i = open.lastIndex;
    while (i < markup.length) {
      while (i < markup.length && space.test(markup[i]!)) i += 1;
      if (i >= markup.length || markup[i] === '>') break;
      const nameStart = i;
      i += 1; // a name may start with "=" (a parse error browsers keep)
      while (i < markup.length && !/[\s/>=]/.test(markup[i]!)) i += 1;
      const name = markup.slice(nameStart, i).toLowerCase();
      let j = i;
      while (j < markup.length && /\s/.test(markup[j]!)) j += 1;
      let value = '';
      if (markup[j] === '=') {
        j += 1;
        while (j < markup.length && /\s/.test(markup[j]!)) j += 1;
        const quote = markup[j];
        if (quote === '"' || quote === "'") {
          const close = markup.indexOf(quote, j + 1);
          value = markup.slice(j + 1, close < 0 ? markup.length : close);
          j = close < 0 ? markup.length : close + 1;
        } else {
          const valueStart = j;
          while (j < markup.length && !/[\s>]/.test(markup[j]!)) j += 1;
          value = markup.slice(valueStart, j);
        }
        i = j;
      }
      attributes.push([name, value]);
    }
    tags.push({ name: match[1]!.toLowerCase(), attributes });
    open.lastIndex = i;
  }
  return tags;
}

/**
 * What in `html` is injected markup. `nonce` is the response's CSP nonce (null: the response had none, and then any
 * script at all is suspect unless `allowScripts`).
 */
export function injectionFindings(html: string, nonce: string | null): string[] {
  const findings: string[] = [];
  const show = (tag: Tag) => `<${tag.name}${tag.attributes.map(([n, v]) => ` ${n}="${v.length > 80 ? `${v.slice(0, 77)}...` : v}"`).join('')}>`;
  for (const tag of startTags(html)) {
    if (FORBIDDEN_TAGS.has(tag.name)) findings.push(`a <${tag.name}> element: ${show(tag)}`);
    if (tag.name === 'script') {
      const scriptNonce = tag.attributes.find(([n]) => n === 'nonce')?.[1];
      if (scriptNonce === undefined || scriptNonce !== nonce) findings.push(`a script without this response's nonce: ${show(tag)}`);
    }
    if (tag.name === 'meta' && tag.attributes.some(([n, v]) => n === 'http-equiv' && /refresh|set-cookie|content-security-policy/i.test(v))) {
      findings.push(`a meta http-equiv: ${show(tag)}`);
    }
    for (const [name, value] of tag.attributes) {
      if (/^on[a-z]/.test(name)) findings.push(`an event handler attribute ${name}: ${show(tag)}`);
      if (name === 'srcdoc') findings.push(`a srcdoc attribute: ${show(tag)}`);
      if (URL_ATTRIBUTES.has(name)) {
        const url = scheme(value);
        const image = tag.name === 'img' && name === 'src' && /^data:image\/(png|gif|jpeg|webp|avif)[;,]/.test(url);
        if (SCRIPT_SCHEMES.test(url) && !image) findings.push(`a script URL in ${name}: ${show(tag)}`);
      }
      if (name === 'style' && /expression\s*\(|javascript:|url\s*\(\s*['"]?\s*javascript:/i.test(decodeEntities(value))) {
        findings.push(`script in a style attribute: ${show(tag)}`);
      }
    }
  }
  return findings;
}

/**
 * Links that leave the site without saying so: an href/action that a browser resolves to another host although it is
 * not written as an absolute http(s) URL ("//evil", "/\\evil", "/..//evil"). Absolute http(s) links to other sites are
 * allowed (the platform may link out), and must then open with rel="noopener".
 */
export function offSiteLinkFindings(html: string, siteOrigin: string): string[] {
  const findings: string[] = [];
  const origin = new URL(siteOrigin).origin;
  for (const tag of startTags(html)) {
    if (!['a', 'area', 'form', 'link', 'button'].includes(tag.name)) continue;
    for (const [name, value] of tag.attributes) {
      if (name !== 'href' && name !== 'action' && name !== 'formaction') continue;
      const written = decodeEntities(value).trim();
      let resolved: URL;
      try {
        resolved = new URL(written, `${origin}/`);
      } catch {
        continue;
      }
      if (resolved.origin === origin || !/^https?:$/.test(resolved.protocol)) continue;
      if (!/^https?:\/\//i.test(written)) {
        findings.push(`<${tag.name} ${name}="${value}"> leaves the site for ${resolved.host} without being an absolute URL`);
      } else if (tag.name === 'a' && tag.attributes.some(([n, v]) => n === 'target' && v === '_blank') && !tag.attributes.some(([n, v]) => n === 'rel' && /noopener|noreferrer/.test(v))) {
        findings.push(`<a href="${value}" target="_blank"> without rel="noopener"`);
      }
    }
  }
  return findings;
}
