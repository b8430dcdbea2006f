import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { withSite } from '../testing/story-providers';
import { ErrorPage } from './error-page';
import { ServerAnswer } from './server-answer';

/** A document of the demo's first line, as a shared link names it. */
const document = Object.values(demoCompiled('infusion-pump').sections)
  .flatMap((section) => section.documents ?? [])
  .find((item) => item.type === 'download');
const documentAddress = `/public/${document?.type === 'download' ? document.filePath : 'x.pdf'}`;

const meta = {
  title: 'Site/Errors/Error page',
  component: ErrorPage,
  decorators: [withSite],
  args: { answer: new ServerAnswer(404) },
  parameters: { site: { initialEntries: [documentAddress] } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared link to a document this account may not open, or that has moved: the way back and whom to call. */
export const DocumentNotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Document not available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute('href', '/');
  },
};

/** An address that names nothing. */
export const NotFound: Story = { parameters: { site: { initialEntries: ['/old-brochure.pdf'] } } };

/** Too many requests, with when to try again. */
export const TooManyRequests: Story = { args: { answer: new ServerAnswer(429, 120) } };

/** The server is busy, being updated or cannot reach its database. */
export const ServerUnavailable: Story = { args: { answer: new ServerAnswer(503, 5) } };

/** An address that needs a session, opened without one. */
export const SignedOut: Story = {
  args: { answer: new ServerAnswer(401) },
  parameters: { site: { signedIn: false, initialEntries: ['/api/catalogue'] } },
};

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
