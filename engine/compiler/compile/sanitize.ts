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

interface Tag {
  name: string;
  attribs: Record<string, string>;
}

/** Every tag of some HTML as the sanitiser's parser reads it; the hook sees attributes before any is removed. */
function tagsOf(html: string, rules: sanitizeHtml.IOptions) {
  const tags: Tag[] = [];
  const result = sanitizeHtml(html, {
    ...rules,
    onOpenTag: (name, attribs) => tags.push({ name, attribs: { ...attribs } }),
  });
  return { result, tags };
}

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/**
 * The sanitised HTML, and what sanitising took out of it, found by comparing the tags the
 * sanitiser read with the tags it wrote (it only ever removes), so the rules live in one place.
 */
export function sanitizeRawHtmlReporting(html: string): { html: string; removed: string[] } {
  const input = tagsOf(html, options);
  // The hook sees each tag of the clean HTML before the (now idle) rules run on it.
  const output = tagsOf(input.result, options);
  const removed: string[] = [];
  let kept = 0;
  for (const tag of input.tags) {
    const written = output.tags[kept];
    if (written?.name !== tag.name) {
      removed.push(`<${tag.name}>`);
      continue;
    }
    kept += 1;
    for (const [name, value] of Object.entries(tag.attribs)) {
      if (!Object.hasOwn(written.attribs, name)) removed.push(`${name}="${shorten(value)}" on <${tag.name}>`);
    }
  }
  return { html: input.result, removed };
}
