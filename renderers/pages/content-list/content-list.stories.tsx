import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { CompiledProduct, SectionResource } from '../../../engine/shared/types';
import { demoCompiled, demoCompiledSite } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { spanishSite } from '../../testing/spanish-site';
import { withPortal, withSpanishDates } from '../../testing/story-decorator';
import { ContentListPage } from './content-list';

const compiled = demoCompiled('infusion-pump');
const prefix = compiled.product.pathPrefix;
const quickTipsPath = `${prefix}/internal/using-the-pump/quick-tips`;
const releaseNotesPath = `${prefix}/internal/technical-resources/release-notes`;
const pharmacyPath = `${prefix}/internal/pharmacy`;
const pharmacyTipsPath = `${pharmacyPath}/quick-tips`;
const superuserPath = `${prefix}/internal/using-the-pump/superuser-resources`;
const section = compiled.sections['quick-tips'] as SectionResource;

/** The demo line with a pharmacy parent that has no page of its own, so its children draw its menu. */
const pharmacyWithoutPage: CompiledProduct = {
  ...compiled,
  product: {
    ...compiled.product,
    routes: compiled.product.routes.map((route) => {
      if (route.path !== pharmacyPath) return route;
      const { kind: _menu, ...withoutPage } = route;
      return withoutPage;
    }),
  },
};
const pharmacyTipsRoute = routeAt(pharmacyWithoutPage, pharmacyTipsPath);

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
 * One document of every type. The demo section's hidden document (dated 2025-09-30) is left out
 * by the compiler, so it is neither listed nor counted for the Content updated line.
 */
export const Normal: Story = {};

/** A later visit: the rows of every type dated on or after the previous visit carry the Updated badge. */
export const UpdatedSinceLastVisit: Story = {
  parameters: { portal: { compiled, initialEntries: [quickTipsPath], previousVisit: '2025-06-01' } },
};

/** A section shared by the brand (content/brands/…), found when the model has none of its own. */
export const BrandLevelSection: Story = {
  parameters: { portal: { compiled, initialEntries: [releaseNotesPath] } },
  args: { route: routeAt(compiled, releaseNotesPath), section: compiled.sections['release-notes'] },
};

/**
 * headerComponent "product-icon-menu" below a parent of kind "menu": the product icon only,
 * because the parent draws the content menu above the page.
 */
export const ProductIcon: Story = {
  parameters: { portal: { compiled, initialEntries: [pharmacyTipsPath] } },
  args: { route: routeAt(compiled, pharmacyTipsPath), section: compiled.sections['pharmacy-quick-tips'] },
};

/** headerComponent "product-icon-menu" below a parent without a page of its own: icon and content menu. */
export const ProductIconMenu: Story = {
  parameters: { portal: { compiled: pharmacyWithoutPage, initialEntries: [pharmacyTipsPath] } },
  args: {
    compiled: pharmacyWithoutPage,
    route: pharmacyTipsRoute,
    section: compiled.sections['pharmacy-quick-tips'],
  },
};

/** Error state: the route names an icon the product line does not have; the console names it. */
export const ProductIconMissing: Story = {
  parameters: { portal: { compiled: pharmacyWithoutPage, initialEntries: [pharmacyTipsPath] } },
  args: {
    compiled: pharmacyWithoutPage,
    route: { ...pharmacyTipsRoute, meta: { ...pharmacyTipsRoute.meta, icon: 'no-such-icon' } },
    section: compiled.sections['pharmacy-quick-tips'],
  },
};

/** Superuser resources is drawn as a content list: one link, 'Missing Content'. */
export const SuperuserResources: Story = {
  parameters: { portal: { compiled, initialEntries: [superuserPath] } },
  args: { route: routeAt(compiled, superuserPath), section: compiled.sections['superuser-resources'] },
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

/** Missing: no visible document carries a date, so the "Content updated" line gives way to a notice. */
export const NoDatedDocuments: Story = {
  args: { section: { ...section, documents: section.documents.map(({ dateUpdated: _, ...document }) => document) } },
};

/** Empty: only hidden documents, so nothing is listed. */
export const AllHidden: Story = {
  args: { section: { ...section, documents: section.documents.map((document) => ({ ...document, hidden: true })) } },
};

/** Error state: the route names a section resource that was not found. */
export const NoSection: Story = { args: { section: undefined } };

/** The quick tips on a small phone: every row, the long ones wrapping inside the screen. */
export const Phone: Story = { globals: phoneGlobals };

const spanishPage = spanishSite(demoCompiledSite().site);

/**
 * A Spanish page of a section with no translation yet: the English content in a region marked
 * lang="en", under a notice in Spanish; the Content updated line is Spanish, dated in Spanish.
 */
export const UntranslatedInSpanish: Story = {
  decorators: [withSpanishDates],
  parameters: { portal: { compiled, initialEntries: [quickTipsPath], site: spanishPage } },
  args: { section: { ...section, lang: 'en' } as SectionResource },
};

/** A translated section on a Spanish page: no notice, and its dates in Spanish. */
export const SpanishDates: Story = {
  decorators: [withSpanishDates],
  parameters: { portal: { compiled, initialEntries: [quickTipsPath], site: spanishPage } },
};
