import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoSite, withSite } from '../testing/story-providers';
import { DisclaimerBanner } from './disclaimer-banner';

/**
 * The banner stands above the page, as the signed-in layout draws it until acknowledged; the
 * page's intro below shows what remains once it is gone.
 */
function BannerAbovePage() {
  const [closed, setClosed] = useState(false);
  return (
    <>
      {!closed && <DisclaimerBanner onAcknowledge={() => setClosed(true)} />}
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
  args: { onAcknowledge: () => undefined },
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

/** On a small phone, where the banner takes most of the first screen. */
export const Phone: Story = { globals: phoneGlobals };
