/**
 * A line's safety notices, checked and compiled: unique ids, GTINs whose GS1 check digit is right
 * (the corrected GTIN suggested), a PDF that exists under content/files (deliverable to the line's
 * sessions like a download, and public through the notices index), the body sanitised as raw HTML
 * rows are, newest first.
 */
import { gtinProblem } from '../../shared/gtin';
import type { FileIndex, Notice } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import { withSuggestion } from '../validation/suggest';
import type { ContentFiles, LoadedProduct } from './content-source';
import { missingFileError } from './missing-file';
import { sanitizeRawHtmlReporting } from './sanitize';

interface NoticeContext {
  line: LoadedProduct;
  files: ContentFiles;
  index: FileIndex;
  errors: ContentError[];
  warnings: ContentError[];
}

function checkGtins(
  notice: Notice,
  at: (field: string) => Pick<ContentError, 'file' | 'pointer'>,
  errors: ContentError[],
) {
  notice.gtins.forEach((gtin, i) => {
    const problem = gtinProblem(gtin);
    if (problem?.kind === 'check-digit')
      errors.push(
        withSuggestion(
          at(`gtins/${i}`),
          `the GS1 check digit of ${gtin} is ${problem.expected.at(-1)}, not ${gtin.at(-1)}: a digit is mistyped`,
          problem.expected,
        ),
      );
  });
}

function compileNotice(notice: Notice, i: number, ctx: NoticeContext, seen: Set<string>): Notice {
  const at = (field: string) => ({ file: ctx.line.file, pointer: `/notices/${i}/${field}` });
  if (seen.has(notice.id)) ctx.errors.push({ ...at('id'), message: `notice "${notice.id}" is listed twice` });
  seen.add(notice.id);
  checkGtins(notice, at, ctx.errors);
  const path = `files/${notice.filePath}`;
  if (ctx.files.fileSize(path) === undefined)
    ctx.errors.push(missingFileError(ctx.files, at('filePath'), 'files', notice.filePath));
  else {
    const model = ctx.line.product.model;
    const existing = ctx.index.public[notice.filePath];
    if (!existing)
      ctx.index.public[notice.filePath] = {
        models: [model],
        kind: 'public',
        source: path,
        contentType: 'application/pdf',
      };
    else if (!existing.models.includes(model)) existing.models.push(model);
  }
  const { html, removed } = sanitizeRawHtmlReporting(notice.body);
  if (removed.length > 0)
    ctx.warnings.push({
      severity: 'warning',
      ...at('body'),
      message: `the notice will not show ${new Intl.ListFormat('en').format(removed)}: the sanitiser removes ${removed.length === 1 ? 'it' : 'them'}`,
    });
  return { ...notice, body: html };
}

/** The line's notices, newest first; undefined when it has none. */
export function compileNotices(ctx: NoticeContext): Notice[] | undefined {
  const notices = ctx.line.product.notices;
  if (!notices) return undefined;
  const seen = new Set<string>();
  const compiled = notices.map((notice, i) => compileNotice(notice, i, ctx, seen));
  // ISO dates sort as strings; sort is stable, so a day's notices keep their written order.
  return compiled.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
