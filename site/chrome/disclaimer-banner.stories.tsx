import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoSite, withSite } from '../testing/story-providers';
import { DisclaimerBanner } from './disclaimer-banner';

/** The banner stands above the page; the page's intro below shows what remains once it is gone. */
function BannerAbovePage() {
  return (
    <>
      <DisclaimerBanner />
      <main className="main">
        <h1>{demoSite.catalogue.heading}</h1>
        <p>{demoSite.catalogue.intro}</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Site/Chrome/Disclaimer',
  component: DisclaimerBanner,
  decorators: [withSite],
  render: () => <BannerAbovePage />,
} satisfies Meta<typeof DisclaimerBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After login, until acknowledged. */
export const Shown: Story = {};

/** I acknowledge closes it for the rest of the visit (a reload shows it again). */
export const Acknowledged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: demoSite.disclaimer.acknowledgeLabel }));
    await expect(canvas.queryByRole('region', { name: 'Disclaimer' })).not.toBeInTheDocument();
  },
};

/** Never shown before login. */
export const SignedOut: Story = { parameters: { site: { signedIn: false } } };

/** On a small phone, where the banner takes most of the first screen. */
export const Phone: Story = { globals: phoneGlobals };
