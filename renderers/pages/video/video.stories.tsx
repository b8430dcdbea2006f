import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import { withTrainingStandIn } from '../../testing/training-stand-in';
import { VideoPage } from './video';

const compiled = demoCompiled('infusion-pump');
const prefix = compiled.product.pathPrefix;
const path = `${prefix}/internal/using-the-pump/quick-tips/priming-primary-set`;
const spanishPath = `${prefix}/internal/using-the-pump/quick-tips/cleaning-and-disinfecting-spanish`;
// Storybook frames a stand-in where the portal frames the gated training video.
const route = withTrainingStandIn(routeAt(compiled, path));

const meta = {
  title: 'Pages/video',
  component: VideoPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path] } },
  args: { compiled, route },
} satisfies Meta<typeof VideoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A video file of the site: the browser's player at 800 by 600 with its captions, and the transcript below. */
export const Normal: Story = {};

/** A video host's player, framed at 800 by 600; it shows its host's captions, and the page the transcript. */
export const HostedPlayer: Story = {
  args: {
    route: { ...route, meta: { ...route.meta, url: 'https://player.example.com/video/priming', captions: undefined } },
  },
};

/** The Spanish cleaning video of the demo content. */
export const Spanish: Story = {
  parameters: { portal: { compiled, initialEntries: [spanishPath] } },
  args: { route: withTrainingStandIn(routeAt(compiled, spanishPath)) },
};

const longTitle = 'Priming the primary administration set and removing air before starting an infusion';

export const LongTitle: Story = { args: { route: { ...route, meta: { ...route.meta, title: longTitle } } } };

/** Error state: the route has no video address. */
export const NoVideo: Story = {
  args: { route: { ...route, meta: { ...route.meta, url: undefined, captions: undefined, transcript: undefined } } },
};

/** The video on a small phone: the 800 by 600 player shrinks to the screen's width, keeping its shape. */
export const Phone: Story = { globals: phoneGlobals };
