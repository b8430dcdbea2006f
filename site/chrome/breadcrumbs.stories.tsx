import type { Meta, StoryObj } from '@storybook/react-vite';
import ivenix from '../../content/products/ivenix/product.json';
import { breadcrumbs } from '../../engine/routes/breadcrumbs';
import type { ProductLine } from '../../engine/types';
import { compiledLineOf, withSite } from '../testing/story-providers';
import { Breadcrumbs } from './breadcrumbs';

const product = compiledLineOf(ivenix as unknown as ProductLine);
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
  decorators: [withSite],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the product home: Home alone. */
export const HomeOnly: Story = at(home);

/** A section page: Home, Using the Pump, Quick Tips. */
export const SectionPage: Story = at(section);

/** A tip page three levels down: every titled segment, the last one the current page. */
export const DeepPath: Story = at(deep);
