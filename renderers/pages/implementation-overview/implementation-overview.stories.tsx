import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { SectionResource } from '../../../engine/shared/types';
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

/** Long phase and role titles, which wrap inside their numbered item and accordion button. */
export const LongTitles: Story = {
  args: {
    section: {
      ...section,
      phases: (section.phases ?? []).map((phase) => ({
        ...phase,
        title: `${phase.title}: planning, staffing, training and sign-off with the clinical and technical teams`,
      })),
      accordion: (section.accordion ?? []).map((role) => ({
        ...role,
        title: `${role.title}, with the responsibilities shared with pharmacy, nursing and biomedical engineering`,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Project Lead,/ }));
  },
};

/** Missing: a section with only its message: no phases, no picture, no roles and no closing notes. */
export const MessageOnly: Story = {
  args: { section: { message: section.message, documents: [] } },
};

/** Error state: the route names a section resource that was not found. */
export const NoSection: Story = { args: { section: undefined } };

/** One role open on a small phone: the phases, the timeline picture and the accordion fit the screen. */
export const Phone: Story = { ...RoleOpen, globals: phoneGlobals };
