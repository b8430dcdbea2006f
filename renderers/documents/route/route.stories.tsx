import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { RouteDocument } from './route';

const compiled = demoCompiled('infusion-pump');
const route = documentOfType(compiled.sections['quick-tips'], 'route');

const meta = {
  title: 'Documents/route',
  component: RouteDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: route },
} satisfies Meta<typeof RouteDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to another page of the line, named by the page's route name. */
export const Normal: Story = {};

export const WithDescription: Story = {
  args: { document: { ...route, text: 'Courses for clinicians before the first patient.' } },
};

export const LongTitle: Story = {
  args: {
    document: {
      ...route,
      title: 'Next step',
      name: 'Continue with initial training for clinicians, pharmacy staff and superusers before go-live',
    },
  },
};

/** Error state: the route name is not in the product line; the name is shown as text and the console says why. */
export const UnknownRoute: Story = { args: { document: { ...route, to: 'no-such-route' } } };

export const Disabled: Story = { args: { document: { ...route, disabled: true } } };

export const WithTopGap: Story = { args: { document: { ...route, topGap: true } } };

/** The long heading and name on a small phone: both wrap inside the screen. */
export const Phone: Story = { ...LongTitle, globals: phoneGlobals };
