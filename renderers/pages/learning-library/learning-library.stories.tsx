import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { demoSettings } from '../../testing/providers';
import { withPortal } from '../../testing/story-decorator';
import { trainingStandIn } from '../../testing/training-stand-in';
import { LearningLibraryPage } from './learning-library';

const compiled = demoCompiled('infusion-pump');
const path = `${compiled.product.pathPrefix}/external/pharmacy/initial-training`;
const route = routeAt(compiled, path);
// Storybook frames a stand-in where the portal frames the gated demo learning library.
const settings = { ...demoSettings, learningLibraryUrl: trainingStandIn(demoSettings.learningLibraryUrl) };

const meta = {
  title: 'Pages/learning-library',
  component: LearningLibraryPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path], settings } },
  args: { compiled, route },
} satisfies Meta<typeof LearningLibraryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame shows the deployment's learning library address (the demo one, by a stand-in, here). */
export const Normal: Story = {};

const longTitle = 'Pharmacy learning library: drug library management, formulary updates and reports';

export const LongTitle: Story = { args: { route: { ...route, meta: { ...route.meta, title: longTitle } } } };

/** Error state: the deployment sets no learning library address. */
export const NotConfigured: Story = {
  parameters: {
    portal: { compiled, initialEntries: [path], settings: { ...demoSettings, learningLibraryUrl: '' } },
  },
};

/** The framed library on a small phone: the frame takes the screen's width. */
export const Phone: Story = { globals: phoneGlobals };
