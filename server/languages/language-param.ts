/**
 * The `lang` parameter of the API's content answers (site texts, catalogue, manifests, search): the
 * default language when absent, and a 400 with the usual error body for a code the site does not have.
 */
import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, languageCodePattern } from '../../engine/shared/languages';
import { serverText } from './server-texts';

/** The `lang` query parameter as routes declare it: a code's form; whether the site has it is checked by `languageParamOf`. */
export const languageParamSchema = { type: 'string', pattern: languageCodePattern.source } as const;

/** A `lang` the site does not have: 400, the error handler sends `message` as the answer's `error`. */
class UnknownLanguageError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'UnknownLanguageError';
  }
}

/** The language an API answer is asked in; a code the site does not have throws UnknownLanguageError. */
export function languageParamOf(request: FastifyRequest, lang: string | undefined): string {
  const { languages } = request.server.content;
  if (lang === undefined) return defaultLanguage(languages);
  if (!isLanguage(lang, languages)) {
    const codes = languages.map((language) => language.code).join(', ');
    throw new UnknownLanguageError(serverText(request, 'unknownLanguage', { lang, languages: codes }));
  }
  return lang;
}
