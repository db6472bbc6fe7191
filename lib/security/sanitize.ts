import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { safeLink } from './safe-url';

/** HTML from the platform (notices, promotions, help, footer) is cleaned here before any render. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'div', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4',
    'blockquote', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': [] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const link = safeLink(attribs.href);
      const out: Record<string, string> = {};
      if (link) out.href = link.href;
      if (attribs.title) out.title = attribs.title;
      if (link?.external) {
        out.target = '_blank';
        out.rel = 'noopener noreferrer nofollow';
      }
      return { tagName, attribs: out };
    },
  },
};

export function sanitizePlatformHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}

/**
 * The words of HTML without its markup, for a search box: every tag parts words, entities are decoded, and each run of
 * white space becomes one space. sanitize-html does the parsing with no tag allowed (so the text of a script or a style
 * is dropped); the text it hands over is escaped, and only its three escapes are undone here.
 */
export function plainText(html: string): string {
  const parts: string[] = [];
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: () => parts.push(' '),
    onCloseTag: () => parts.push(' '),
    textFilter: (text) => {
      parts.push(text);
      return '';
    },
  });
  return parts.join('').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
