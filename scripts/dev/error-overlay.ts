/**
 * What Vite's error overlay shows for invalid content: every error on a line of its own as the
 * compiler prints it (`file:LINE:COL  /pointer: message`), the first one's place as a link that
 * opens the editor, and below them the compiler's report with the lines around each error.
 */
import { resolve } from 'node:path';
import type { ErrorPayload } from 'vite';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { type ContentProblems, formatContentReport } from '../../engine/compiler/validation/report';

type Overlay = ErrorPayload['err'];

const plugin = 'portal-content';

export function overlayOfErrors(problems: ContentProblems): Overlay {
  const { errors } = problems;
  const first = errors.find((error) => error.line !== undefined);
  return {
    plugin,
    message: errors.map((error) => formatContentError(error)).join('\n'),
    // Shown paths are relative to the working directory, where the compiler ran.
    ...(first?.line !== undefined && {
      loc: { file: resolve(first.file), line: first.line, column: first.column ?? 1 },
    }),
    frame: formatContentReport({ ...problems, warnings: [] }),
    stack: '',
  };
}

/** A failure that is not the content's fault (a bug, a server refusing the compiled files). */
export function overlayOfFailure(what: string, error: unknown): Overlay {
  const failure = error instanceof Error ? error : new Error(String(error));
  return { plugin, message: `${what}: ${failure.message}`, stack: failure.stack ?? '' };
}
