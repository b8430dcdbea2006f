import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import { HomePage } from './home';

const compiled = demoCompiled('infusion-pump');
const { homePath } = compiled.product;
const single = demoCompiled('volumat-mc');
const singleHome = single.product.homePath;

/** The same product line with its map changed, for the states the demo content does not show. */
function withMap(change: (map: typeof compiled.product.map) => typeof compiled.product.map) {
  return { ...compiled, product: { ...compiled.product, map: change(compiled.product.map) } };
}

const meta = {
  title: 'Pages/home',
  component: HomePage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [homePath] } },
  args: { compiled, route: routeAt(compiled, homePath) },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo map has a hidden "Archived Material" section; it is skipped and not numbered. */
export const Normal: Story = {};

/** A later visit after content changed: the link to What's new carries the Updated badge. */
export const WhatsNewUpdated: Story = {
  parameters: { portal: { compiled, initialEntries: [homePath], previousVisit: '2025-01-01' } },
};

/** Nine days after the line's field safety notice: it stands above everything until it is 90 days old. */
export const RecentSafetyNotice: Story = {
  parameters: { portal: { compiled, initialEntries: [homePath], today: '2026-11-29' } },
};

/** A product line with a single numbered section and no icons. */
export const SingleSection: Story = {
  parameters: { portal: { compiled: single, initialEntries: [singleHome] } },
  args: { compiled: single, route: routeAt(single, singleHome) },
};

/** The first section hidden: the next visible one becomes 01 and is drawn as cards. */
export const FirstSectionHidden: Story = {
  args: {
    compiled: withMap((map) => map.map((section, index) => (index === 0 ? { ...section, hidden: true } : section))),
  },
};

/** Hidden sub-pages are left out of their section. */
export const HiddenSubPage: Story = {
  args: {
    compiled: withMap((map) =>
      map.map((section, index) =>
        index === 0
          ? { ...section, subPages: section.subPages.map((page, i) => (i === 1 ? { ...page, hidden: true } : page)) }
          : section,
      ),
    ),
  },
};

/** Long section and page titles. */
export const LongTitles: Story = {
  args: {
    compiled: withMap((map) =>
      map.map((section) => ({
        ...section,
        title: `${section.title} for clinicians, pharmacy, biomedical engineering and superusers`,
        subPages: section.subPages.map((page) => ({ ...page, title: `${page.title}: printable sheets and videos` })),
      })),
    ),
  },
};

/** Empty: a product line whose map has no sections; the welcome text stands alone. */
export const NoSections: Story = { args: { compiled: withMap(() => []) } };

/** Error state: an icon name the product does not define; no icon is drawn and the console names it. */
export const MissingIcon: Story = {
  args: {
    compiled: withMap((map) =>
      map.map((section, index) => (index === 0 ? { ...section, icon: { name: 'no-such-icon', height: 48 } } : section)),
    ),
  },
};

/** The home page on a small phone: the cards of section 01 stack, the link lists follow. */
export const Phone: Story = { globals: phoneGlobals };
