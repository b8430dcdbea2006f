import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { breadcrumbs } from '../../engine/shared/routes/breadcrumbs';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { inPageColumn } from '../../renderers/testing/story-decorator';
import { withSite } from '../testing/story-providers';
import { Breadcrumbs } from './breadcrumbs';

const product = demoCompiled('infusion-pump').product;
const home = product.homePath;
const section = `${product.pathPrefix}/internal/using-the-pump/quick-tips`;
const deep = `${section}/priming`;

const at = (path: string): Story => ({
  parameters: { site: { initialEntries: [path] } },
  args: { crumbs: breadcrumbs(product, path) },
});

const meta = {
  title: 'Site/Chrome/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [inPageColumn, withSite],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the product home: Home alone. */
export const HomeOnly: Story = at(home);

/** A section page: Home, Using the Pump, Quick Tips. */
export const SectionPage: Story = at(section);

/** A tip page three levels down: every titled segment, the last one the current page. */
export const DeepPath: Story = at(deep);

/** Page titles longer than the demo's: the trail wraps between crumbs and inside a long one. */
export const LongTitles: Story = {
  ...DeepPath,
  args: {
    crumbs: breadcrumbs(product, deep).map((crumb, index) =>
      index === 0 ? crumb : { ...crumb, label: `${crumb.label} for clinicians, pharmacy and biomedical engineering` },
    ),
  },
};

/** The long trail on a small phone. */
export const Phone: Story = { ...LongTitles, globals: phoneGlobals };
