import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { CompiledProduct, MenuLink } from '../../../engine/shared/types';
import { demoCompiled } from '../../testing/demo-content';
import { NestedRoutes } from '../../testing/nested-routes';
import { withPortal } from '../../testing/story-decorator';

const compiled = demoCompiled('infusion-pump');
const prefix = compiled.product.pathPrefix;
const implementation = `${prefix}/internal/implementation`;
const pharmacy = `${prefix}/internal/pharmacy`;

/** The demo line with the implementation menu's items changed, for states the demo content does not show. */
function withMenuItems(change: (items: MenuLink[]) => MenuLink[]): CompiledProduct {
  const routes = compiled.product.routes.map((route) =>
    route.path === implementation
      ? { ...route, meta: { ...route.meta, menuItems: change(route.meta.menuItems ?? []) } }
      : route,
  );
  return { ...compiled, product: { ...compiled.product, routes } };
}

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

const longLabels = withMenuItems((items) =>
  items.map((item) => ({ ...item, label: `${item.label} for project leads, pharmacy and biomedical engineering` })),
);

/** Long menu labels, which wrap inside the menu instead of widening it. */
export const LongLabels: Story = {
  parameters: { portal: { compiled: longLabels, initialEntries: [implementation] } },
  args: { compiled: longLabels },
};

const noItems = withMenuItems(() => []);

/** Empty: a menu route without menu items draws no menu, only the child page. */
export const NoMenuItems: Story = {
  parameters: { portal: { compiled: noItems, initialEntries: [implementation] } },
  args: { compiled: noItems },
};

/** The menu and its default child on a small phone. */
export const Phone: Story = { globals: phoneGlobals };
