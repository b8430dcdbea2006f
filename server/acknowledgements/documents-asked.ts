/** The documents an account's lines ask to be read and understood, from the compiled content, in one language. */
import { permits } from '../../engine/shared/accounts/permits';
import type { AcknowledgementDue } from '../../engine/shared/types';
import type { LanguageContent } from '../content/compiled-content';

/** Every document of the lines the account permits, at its current version, in catalogue order. */
export function documentsAskedFor(
  content: LanguageContent,
  account: { models: readonly string[] },
): AcknowledgementDue[] {
  return content.catalogue
    .filter((entry) => permits(account, entry.model))
    .flatMap((entry) => {
      const line = content.products.get(entry.model)?.compiled;
      return (line?.acknowledgements ?? []).map((document) => ({
        model: entry.model,
        line: line?.product.title ?? entry.title,
        ...document,
      }));
    });
}
