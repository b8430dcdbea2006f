/** Raw HTML rows are sanitised once, at compile time, so the browser only ever receives safe markup. */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'span',
    'sup',
    'sub',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeRawHtml(html: string): string {
  return sanitizeHtml(html, options);
}
