/**
 * What `npm run dev` prints of a content check after each save: the errors and warnings as
 * content:check prints them, but the missing translations, which a site with languages has until
 * everything is translated, as one line (`npm run content:translations -- --details` lists them).
 */
import { isMissingTranslation } from '../../engine/compiler/compile/languages';
import { type ContentProblems, formatContentReport } from '../../engine/compiler/validation/report';

export function devContentReport(problems: ContentProblems): string | undefined {
  const missing = problems.warnings.filter(isMissingTranslation).length;
  const warnings = problems.warnings.filter((w) => !isMissingTranslation(w));
  const lines = [
    ...(problems.errors.length > 0 || warnings.length > 0 ? [formatContentReport({ ...problems, warnings })] : []),
    ...(missing > 0
      ? [`${missing} content files are not translated yet; npm run content:translations -- --details lists them.`]
      : []),
  ];
  return lines.length > 0 ? lines.join('\n') : undefined;
}
