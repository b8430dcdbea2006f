import type { Meta, StoryObj } from '@storybook/react-vite';
import implementationFaq from '../../../content/brands/ivenix/sections/implementation-faq.json';
import overview from '../../../content/brands/ivenix/sections/implementation-overview.json';
import product from '../../../content/products/ivenix/product.json';
import pharmacyFaq from '../../../content/products/ivenix/sections/pharmacy-faq.json';
import pharmacyInitialTraining from '../../../content/products/ivenix/sections/pharmacy-initial-training.json';
import pharmacyKvo from '../../../content/products/ivenix/sections/pharmacy-kvo-secondary-titration.json';
import pharmacyQuickTips from '../../../content/products/ivenix/sections/pharmacy-quick-tips.json';
import { NestedRoutes } from '../../testing/nested-routes';
import { compiledFrom } from '../../testing/providers';
import { withPortal } from '../../testing/story-decorator';

const compiled = compiledFrom(product, {
  'implementation-overview': overview,
  'implementation-faq': implementationFaq,
  'pharmacy-quick-tips': pharmacyQuickTips,
  'pharmacy-kvo-secondary-titration': pharmacyKvo,
  'pharmacy-initial-training': pharmacyInitialTraining,
  'pharmacy-faq': pharmacyFaq,
});
const prefix = compiled.product.pathPrefix;
const implementation = `${prefix}/internal/implementation`;
const pharmacy = `${prefix}/internal/pharmacy`;

/** The menu page drawn as the site draws it: its children are nested routes below the menu. */
const meta = {
  title: 'Pages/menu',
  component: NestedRoutes,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [implementation] } },
  args: { compiled, parentPath: implementation },
} satisfies Meta<typeof NestedRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the parent's own address: the default child (Overview) is shown and marked current. */
export const DefaultChild: Story = {};

/** Another child chosen: the menu marks it current. */
export const OtherChild: Story = {
  parameters: { portal: { compiled, initialEntries: [`${implementation}/faq`] } },
};

/** A page below a menu item (a tip under Quick Tips) keeps that item marked; the child shows the product icon. */
export const PageBelowItem: Story = {
  parameters: {
    portal: { compiled, initialEntries: [`${pharmacy}/quick-tips/enable-kvo-for-secondary-titration-workflow`] },
  },
  args: { parentPath: pharmacy },
};
