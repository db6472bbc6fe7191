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
