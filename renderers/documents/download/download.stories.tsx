import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled, demoCompiledSite } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { englishSiteWithSpanish, spanishSite } from '../../testing/spanish-site';
import { inDocumentList, withPortal, withSpanishDates } from '../../testing/story-decorator';
import type { LanguageFields } from '../other-languages';
import { DownloadDocument } from './download';

const compiled = demoCompiled('infusion-pump');
const section = compiled.sections['quick-tips'];
const download = documentOfType(section, 'download', (d) => !d.hidden && !d.disabled && !d.topGap);
/** The same product line as if the compiler had not measured the files. */
const unmeasured = { ...compiled, fileSizes: { download: {}, 'secure-download': {} } };

const meta = {
  title: 'Documents/download',
  component: DownloadDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: download },
} satisfies Meta<typeof DownloadDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A tip sheet with its description and the size measured when content was compiled; it is in its
 * third version, so the current one is named and dated and the earlier two wait behind Previous versions.
 */
export const Normal: Story = {};

/** The earlier versions shown: each dated, sized, with its note, opening in a new tab. */
export const PreviousVersionsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Previous versions'));
  },
};

/** A dated sheet with no version named and no earlier versions: its date alone, no disclosure. */
export const WithoutVersions: Story = {
  args: { document: documentOfType(section, 'download', (d) => !d.hidden && !d.disabled && !d.versions) },
};

/** Disabled with earlier versions: the current version is named, but no file of it is offered. */
export const DisabledWithVersions: Story = { args: { document: { ...download, disabled: true } } };

/** Changed since the reader's previous visit to the line: the Updated badge follows the size. */
export const Updated: Story = {
  parameters: { portal: { compiled, previousVisit: download.dateUpdated } },
};

/** Missing: a file the compiler did not measure shows no size rather than a wrong one. */
export const WithoutSize: Story = { parameters: { portal: { compiled: unmeasured } } };

/** Missing: no small heading and no description, only the name and the file. */
export const NameOnly: Story = {
  args: { document: documentOfType(section, 'download', (d) => !d.hidden && !d.disabled && !d.title && !d.text) },
};

/** A long heading and name, the name ending in a document code with no space to break at. */
export const LongTitle: Story = {
  args: {
    document: {
      ...download,
      title: 'Secondary infusions with titration and callback alarms on the large-volume pump',
      name: 'Programming a secondary infusion with titration, callback alarm and automatic return to the primary infusion (LVP-QT-SECONDARY-TITRATION-CALLBACK-REV07)',
    },
  },
};

export const Disabled: Story = {
  args: { document: documentOfType(section, 'download', (d) => Boolean(d.disabled)) },
};

export const WithTopGap: Story = {
  args: { document: documentOfType(section, 'download', (d) => Boolean(d.topGap)) },
};

/** The long heading and name on a small phone: both wrap inside the screen. */
export const Phone: Story = { ...LongTitle, globals: phoneGlobals };

/** The same sheet in Spanish, as a Spanish page lists it: its own file, version and date first. */
const { versions: _earlier, ...firstVersion } = download;
const spanishDownload: typeof download & LanguageFields = {
  ...firstVersion,
  name: 'Hoja de consejos (español)',
  filePath: 'demo/es/hoja-de-consejos.pdf',
  version: '1.0',
  dateUpdated: '2025-08-21',
  otherLanguages: [
    {
      lang: 'en',
      name: download.name,
      filePath: download.filePath,
      version: download.version,
      dateUpdated: download.dateUpdated,
      versions: download.versions,
    },
  ],
};
const spanishPage = spanishSite(demoCompiledSite().site);

/** On a Spanish page: the Spanish file first, dated in Spanish; the English one under "Otros idiomas" with its own versions. */
export const OtherLanguagesInSpanish: Story = {
  decorators: [withSpanishDates],
  parameters: { portal: { compiled, site: spanishPage } },
  args: { document: spanishDownload },
};

/**
 * On a Spanish page, a Spanish file dated but without a version, as the demo's priming sheet: the row
 * gives its own date, and the English file its own version and date under "Otros idiomas".
 */
export const UnversionedInSpanish: Story = {
  decorators: [withSpanishDates],
  parameters: { portal: { compiled, site: spanishPage } },
  args: { document: { ...spanishDownload, version: undefined } },
};

/** On an English page of a site that also has Spanish: the Spanish file under "Other languages", named Español. */
export const OtherLanguagesInEnglish: Story = {
  parameters: { portal: { compiled, site: englishSiteWithSpanish(demoCompiledSite().site) } },
  args: {
    document: {
      ...download,
      otherLanguages: [
        { lang: 'es', filePath: 'demo/es/hoja-de-consejos.pdf', version: '1.0', dateUpdated: '2025-08-21' },
      ],
    } as typeof download,
  },
};

/** A translated row whose file exists only in English: the link says so with hreflang, and the row names the language. */
export const FileInAnotherLanguage: Story = {
  decorators: [withSpanishDates],
  parameters: { portal: { compiled, site: spanishPage } },
  args: { document: { ...download, name: 'Hoja de consejos', fileLang: 'en' } as typeof download },
};
