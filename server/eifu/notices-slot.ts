/**
 * Where the safety notices of a line show on its public eIFU page: the notices module draws them,
 * with the links to the line's Atom feed and e-mail updates.
 */
import type { CompiledContent } from '../content/compiled-content';
import { renderNoticesHtml } from '../notices/notices-html';

export function noticesOfLineHtml(model: string, lang: string, content: CompiledContent): string {
  return renderNoticesHtml(model, lang, content);
}
