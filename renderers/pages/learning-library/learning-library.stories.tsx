import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { demoSettings } from '../../testing/providers';
import { withPortal } from '../../testing/story-decorator';
import { LearningLibraryPage } from './learning-library';

const compiled = demoCompiled('infusion-pump');
const path = `${compiled.product.pathPrefix}/external/pharmacy/initial-training`;

const meta = {
  title: 'Pages/learning-library',
  component: LearningLibraryPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path] } },
  args: { compiled, route: routeAt(compiled, path) },
} satisfies Meta<typeof LearningLibraryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame shows the deployment's learning library address (the demo one here). */
export const Normal: Story = {};

/** Error state: the deployment sets no learning library address. */
export const NotConfigured: Story = {
  parameters: {
    portal: { compiled, initialEntries: [path], settings: { ...demoSettings, learningLibraryUrl: '' } },
  },
};
