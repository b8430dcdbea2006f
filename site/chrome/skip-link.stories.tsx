import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoSite, withSite } from '../testing/story-providers';
import { mainContentId, SkipLink } from './skip-link';

function SkipLinkOverPage() {
  return (
    <>
      <SkipLink />
      <main id={mainContentId} className="main" tabIndex={-1}>
        <h1>{demoSite.catalogue.heading}</h1>
        <p>{demoSite.catalogue.intro}</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Site/Chrome/Skip link',
  component: SkipLink,
  // Its words are a site text.
  decorators: [withSite],
  render: () => <SkipLinkOverPage />,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused. */
export const Hidden: Story = {};

/** The first Tab shows it. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

/** Following it moves focus to the main content. */
export const Followed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Skip to main content' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Shown by the first Tab on a small phone (a phone with a keyboard or switch access). */
export const Phone: Story = { ...Focused, globals: phoneGlobals };
