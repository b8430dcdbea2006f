import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SecureDownloadDocument } from './secure-download';

const compiled = demoCompiled('infusion-pump');
const secure = documentOfType(compiled.sections['quick-tips'], 'secure-download');
/** The same product line as if the compiler had not measured the files. */
const unmeasured = { ...compiled, fileSizes: { download: {}, 'secure-download': {} } };

const meta = {
  title: 'Documents/secure-download',
  component: SecureDownloadDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: secure },
} satisfies Meta<typeof SecureDownloadDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The compatibility guide with its description and measured size; it opens in a new tab. It
 * names its current version, with last year's behind Previous versions.
 */
export const Normal: Story = {};

/** The earlier version shown: dated, sized and noted, at the secure address like the current file. */
export const PreviousVersionsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Previous versions'));
  },
};

/** Without a version or earlier versions: no version line, no disclosure. */
export const WithoutVersions: Story = {
  args: { document: { ...secure, version: undefined, versions: undefined } },
};

/** Changed since the reader's previous visit to the line: the Updated badge follows the size. */
export const Updated: Story = {
  parameters: { portal: { compiled, previousVisit: secure.dateUpdated } },
};

/** Missing: a file the compiler did not measure shows no size rather than a wrong one. */
export const WithoutSize: Story = { parameters: { portal: { compiled: unmeasured } } };

/** Missing: no description, only the name and the size. */
export const NameOnly: Story = { args: { document: { ...secure, text: undefined } } };

export const LongTitle: Story = {
  args: {
    document: {
      ...secure,
      title: 'Patient safety information for administration sets, extension sets and needle-free connectors',
      name: 'Compatibility guide for administration sets, accessories and disposables used with the large-volume pump',
    },
  },
};

export const Disabled: Story = { args: { document: { ...secure, disabled: true } } };

export const WithTopGap: Story = { args: { document: { ...secure, topGap: true } } };

/** The long heading and name on a small phone: both wrap inside the screen. */
export const Phone: Story = { ...LongTitle, globals: phoneGlobals };
