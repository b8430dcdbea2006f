/**
 * What a build step prints of a content check (`npm run dev` after each save, `npm run
 * content:compile` and so `npm start` and `npm run build`): the errors and warnings as
 * content:check prints them, but the missing translations, which a site with languages has until
 * everything is translated, as one line per language (`npm run content:translations -- --details`
 * lists them; content:check prints each).
 */
import { missingTranslationLanguage } from '../../engine/compiler/compile/languages';
import { type ContentProblems, formatContentReport } from '../../engine/compiler/validation/report';

export function briefContentReport(problems: ContentProblems): string | undefined {
  const missing = new Map<string, number>();
  const warnings = problems.warnings.filter((warning) => {
    const language = missingTranslationLanguage(warning);
    if (language !== undefined) missing.set(language, (missing.get(language) ?? 0) + 1);
    return language === undefined;
  });
  const lines = [
    ...(problems.errors.length > 0 || warnings.length > 0 ? [formatContentReport({ ...problems, warnings })] : []),
    ...[...missing].map(
      ([language, count]) =>
        `${language}: ${count} content file${count === 1 ? ' is' : 's are'} not translated yet; npm run content:translations -- --details lists them.`,
    ),
  ];
  return lines.length > 0 ? lines.join('\n') : undefined;
}
