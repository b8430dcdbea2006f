/** The operators' console's browser entry: its own styles and its router below /admin. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { consoleBase } from '../../engine/shared/console/console-api';
import { consoleRoutes } from './app/console-routes';
import './console.css';

const router = createBrowserRouter(consoleRoutes, { basename: consoleBase });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
