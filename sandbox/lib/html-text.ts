/** Plain text of stored HTML (a message's preview line), parsed by sanitize-html. */
import sanitizeHtml from 'sanitize-html';

/** Tags that end a line or a cell: they part words. Inline tags (b, a, span…) join the text on either side. */
const BLOCKS = new Set('p div br hr blockquote h1 h2 h3 h4 h5 h6 ul ol li table tr td th'.split(' '));

/**
 * The text of HTML without its markup: block tags part words, entities are decoded, and each run of white space becomes
 * one space. No tag is allowed, so the text of a script or a style is dropped; the text sanitize-html hands over is
 * escaped, and only its three escapes are undone here.
 */
export function plainText(html: string): string {
  const parts: string[] = [];
  const part = (tag: string) => {
    if (BLOCKS.has(tag)) parts.push(' ');
  };
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: part,
    onCloseTag: part,
    textFilter: (text) => {
      parts.push(text);
      return '';
    },
  });
  return parts.join('').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
