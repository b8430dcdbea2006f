/** Stories of the console's parts draw inside a memory router below /admin, with the console's styles. */
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import '../console.css';

/** `parameters: { path: '/audit?page=2' }` opens the story at that address. */
export const withConsoleRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter basename="/admin" initialEntries={[`/admin${(parameters.path as string | undefined) ?? '/'}`]}>
    <Story />
  </MemoryRouter>
);
