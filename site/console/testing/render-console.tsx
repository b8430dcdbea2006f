/** Renders the console's routes in a memory router below /admin, as the browser would at `path`. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { consoleBase } from '../../../engine/shared/console/console-api';
import { consoleRoutes } from '../app/console-routes';

export function renderConsole(path: string) {
  const router = createMemoryRouter(consoleRoutes, {
    basename: consoleBase,
    initialEntries: [`${consoleBase}${path}`],
  });
  const result = render(<RouterProvider router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, location };
}
