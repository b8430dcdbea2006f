import type { Meta, StoryObj } from '@storybook/react-vite';
import releaseNotes from '../../../content/brands/ivenix/sections/release-notes.json';
import product from '../../../content/products/ivenix/product.json';
import quickTips from '../../../content/products/ivenix/sections/quick-tips.json';
import type { SectionResource } from '../../../engine/types';
import { routeAt } from '../../testing/fixtures';
import { compiledFrom } from '../../testing/providers';
import { withPortal } from '../../testing/story-decorator';
import { ContentListPage } from './content-list';

const compiled = compiledFrom(product, { 'quick-tips': quickTips, 'release-notes': releaseNotes });
const prefix = compiled.product.pathPrefix;
const quickTipsPath = `${prefix}/internal/using-the-pump/quick-tips`;
const releaseNotesPath = `${prefix}/internal/technical-resources/release-notes`;
const section = compiled.sections['quick-tips'] as SectionResource;

const meta = {
  title: 'Pages/content-list',
  component: ContentListPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [quickTipsPath] } },
  args: { compiled, route: routeAt(compiled, quickTipsPath), section },
} satisfies Meta<typeof ContentListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One document of every type. The demo section also has a hidden document dated
 * 2025-09-30: it is not listed and does not count for the Content updated line.
 */
export const Normal: Story = {};

/** A section shared by the brand (content/brands/…), found when the model has none of its own. */
export const BrandLevelSection: Story = {
  parameters: { portal: { compiled, initialEntries: [releaseNotesPath] } },
  args: { route: routeAt(compiled, releaseNotesPath), section: compiled.sections['release-notes'] },
};

export const WithoutSubMessage: Story = { args: { section: { ...section, subMessage: undefined } } };

export const HideContentMessage: Story = { args: { section: { ...section, hideContentMessage: true } } };

export const LongTitle: Story = {
  args: {
    route: {
      ...routeAt(compiled, quickTipsPath),
      meta: {
        ...routeAt(compiled, quickTipsPath).meta,
        title: 'Quick tips for clinicians, pharmacy staff and superusers on the large-volume pump',
      },
    },
  },
};

/** Error state: no visible document carries a date. */
export const NoDatedDocuments: Story = {
  args: { section: { ...section, documents: section.documents.map(({ dateUpdated: _, ...document }) => document) } },
};

/** Error state: only hidden documents, so nothing is listed. */
export const AllHidden: Story = {
  args: { section: { ...section, documents: section.documents.map((document) => ({ ...document, hidden: true })) } },
};

/** Error state: the route names a section resource that was not found. */
export const NoSection: Story = { args: { section: undefined } };
