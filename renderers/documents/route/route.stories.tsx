import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Normal: Story = {};

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
