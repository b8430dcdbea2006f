/** How an import file is written: its columns, which are required, what each takes, and an example. */
import { Fragment } from 'react';
import type { CatalogueLine } from '../../../engine/shared/console/console-api';
import {
  accessEndsField,
  customerFields,
  importColumns,
  maxImportRows,
} from '../../../engine/shared/console/customer-fields';

/** An example file, with product lines of the catalogue. */
function exampleOf(catalogue: readonly CatalogueLine[]): string {
  const [first, second] = catalogue.map((line) => line.model);
  return [
    importColumns.join(','),
    `st-marys,${[first, second].filter(Boolean).join(';')},"St Mary's Hospital, Leeds",C-10442,GB,en,Dana Whitfield,dana@example.org,,2027-01-01`,
    `clinico-madrid,${second ?? first ?? ''},Hospital Clínico San Carlos,C-20871,ES,es,Ana Ruiz,ana.ruiz@example.org,"Farmacia y electromedicina",`,
  ].join('\n');
}

const takes: Record<string, string> = {
  country: 'ISO 3166-1 alpha-2 code, e.g. ES or GB',
  language: "a language code of the site's languages",
  contactEmail: 'an e-mail address',
  notes: 'text; line breaks inside quotes',
};

export function ImportFormat({ catalogue }: { catalogue: readonly CatalogueLine[] }) {
  return (
    <details className="import-format">
      <summary>How to write the file</summary>
      <p>
        A CSV file (comma-separated, UTF-8, e.g. “CSV UTF-8” from a spreadsheet) of up to {maxImportRows} accounts. Its
        first line names the columns, in any order; every other line is one account. A value holding a comma, a quote or
        a line break goes in double quotes, a quote inside written twice. Empty cells leave a detail unset.
      </p>
      <dl className="facts">
        <dt>name</dt>
        <dd>Required. The account's name: letters, digits, dot, dash or underscore, up to 64 characters.</dd>
        <dt>product_lines</dt>
        <dd>
          Required. The product lines it may open, by key, separated by semicolons or spaces (or commas, inside quotes):{' '}
          {catalogue.map((line) => `${line.model} (${line.title})`).join(', ')}.
        </dd>
        {customerFields.map((field) => (
          <Fragment key={field.key}>
            <dt>{field.column}</dt>
            <dd>
              {field.label}: {takes[field.key] ?? 'text'}, up to {field.maxLength} characters.
            </dd>
          </Fragment>
        ))}
        <dt>{accessEndsField.column}</dt>
        <dd>
          {accessEndsField.label}: a day written YYYY-MM-DD; from 00:00 UTC that day the account signs in no more.
        </dd>
      </dl>
      <p>For example:</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll inside it, which a keyboard must reach (WCAG 2.1.1). */}
      <section className="example" aria-label="An example file" tabIndex={0}>
        <pre>{exampleOf(catalogue)}</pre>
      </section>
    </details>
  );
}
