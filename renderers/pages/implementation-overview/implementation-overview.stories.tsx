import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { SectionResource } from '../../../engine/types';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import { ImplementationOverviewPage } from './implementation-overview';

const compiled = demoCompiled('infusion-pump');
const path = `${compiled.product.pathPrefix}/internal/implementation/overview`;
const section = compiled.sections['implementation-overview'] as SectionResource;

const meta = {
  title: 'Pages/implementation-overview',
  component: ImplementationOverviewPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path] } },
  args: { compiled, route: routeAt(compiled, path), section },
} satisfies Meta<typeof ImplementationOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role closed. */
export const Normal: Story = {};

/** One role open; opening another closes it, clicking it again closes it. */
export const RoleOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Project Lead' }));
  },
};

/** Without its own headings the phases and roles become the page's second level. */
export const WithoutHeadings: Story = {
  args: { section: { ...section, phasesTitle: undefined, accordionTitle: undefined } },
};

/** Error state: the route names a section resource that was not found. */
export const NoSection: Story = { args: { section: undefined } };
