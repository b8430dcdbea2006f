import type { Meta, StoryObj } from '@storybook/react-vite';

import { demoCompiled } from '../../testing/demo-content';
import { NestedRoutes } from '../../testing/nested-routes';
import { withPortal } from '../../testing/story-decorator';

const compiled = demoCompiled('infusion-pump');
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
