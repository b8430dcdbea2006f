/** Every problem of a content check, grouped by file, for people (with code frames) and for tools (JSON). */
import type { ContentError } from './content-error';
import { codeFrameOf, formatContentError } from './format-errors';

export interface ContentProblems {
  errors: readonly ContentError[];
  warnings: readonly ContentError[];
  /** The text of each file by its shown name. */
  sources: ReadonlyMap<string, string>;
}

/** Files in the order their first problem was found; inside a file, by position. */
function byFile({ errors, warnings }: ContentProblems): ContentError[][] {
  const groups = new Map<string, ContentError[]>();
  for (const error of [...errors, ...warnings]) {
    const group = groups.get(error.file) ?? [];
    group.push(error);
    groups.set(error.file, group);
  }
  return [...groups.values()].map((group) =>
    group.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)),
  );
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatContentReport(problems: ContentProblems): string {
  const groups = byFile(problems);
  const { errors, warnings } = problems;
  const totals = [
    errors.length > 0 ? count(errors.length, 'error') : '',
    warnings.length > 0 ? count(warnings.length, 'warning') : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const entries = groups.flat().map((error) => {
    const source = problems.sources.get(error.file);
    const frame = source === undefined ? undefined : codeFrameOf(error, source);
    return frame === undefined ? formatContentError(error) : `${formatContentError(error)}\n${frame}`;
  });
  return [`Content has ${totals} in ${count(groups.length, 'file')}:`, ...entries].join('\n\n');
}

export interface ContentProblemJson {
  file: string;
  line: number | null;
  column: number | null;
  pointer: string;
  message: string;
  suggestion?: string;
  severity: 'error' | 'warning';
}

export function contentReportJson(problems: ContentProblems): ContentProblemJson[] {
  return byFile(problems).flatMap((group) =>
    group.map((error) => ({
      file: error.file,
      line: error.line ?? null,
      column: error.column ?? null,
      pointer: error.pointer,
      message: error.message,
      ...(error.suggestion === undefined ? {} : { suggestion: error.suggestion }),
      severity: error.severity ?? 'error',
    })),
  );
}
