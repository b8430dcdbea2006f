/** Stories of the console's parts draw in its page column, with its styles, some inside a memory router below /admin. */
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import '../console.css';

function ConsoleColumn({ children }: { children: ReactNode }) {
  return <div className="console-main">{children}</div>;
}

/** The console's page column (.console-main), with its width and gutters. */
export const inConsoleColumn: Decorator = (Story) => (
  <ConsoleColumn>
    <Story />
  </ConsoleColumn>
);

/** `parameters: { path: '/audit?page=2' }` opens the story at that address. */
export const withConsoleRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter basename="/admin" initialEntries={[`/admin${(parameters.path as string | undefined) ?? '/'}`]}>
    <ConsoleColumn>
      <Story />
    </ConsoleColumn>
  </MemoryRouter>
);
