import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { SectionResource } from '../../../engine/shared/types';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import { InstructionsForUsePage } from './instructions-for-use';

const compiled = demoCompiled('infusion-pump');
const path = `${compiled.product.pathPrefix}/internal/using-the-pump/instructions-for-use`;
const section = compiled.sections['instructions-for-use'] as SectionResource;

const meta = {
  title: 'Pages/instructions-for-use',
  component: InstructionsForUsePage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path] } },
  args: { compiled, route: routeAt(compiled, path), section },
} satisfies Meta<typeof InstructionsForUsePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The software-version help collapsed. */
export const Normal: Story = {};

/** The help expanded: two numbered steps, each with its picture. */
export const HelpExpanded: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /software version/ }));
  },
};

/** A section without help is a plain content list. */
export const WithoutHelp: Story = { args: { section: { ...section, help: undefined } } };

/** A long help title, which wraps inside its button beside the marker. */
export const LongHelpTitle: Story = {
  args: {
    section: {
      ...section,
      help: section.help && {
        ...section.help,
        title: 'How do I find the software version of my pump, and which instructions for use apply to it?',
      },
    },
  },
};

/** Error state: the route names a section resource that was not found. */
export const NoSection: Story = { args: { section: undefined } };

/** The help expanded on a small phone: the step pictures shrink to the screen. */
export const Phone: Story = { ...HelpExpanded, globals: phoneGlobals };
