/**
 * The lightest React + React Router data-router app: the floor the login page's JavaScript is
 * measured against (scripts/bundle-size.ts builds it with the site's Vite config). Nothing else
 * belongs here.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([
  { path: '/', element: <p>Home</p> },
  { path: '/login', element: <p>Sign in</p> },
]);

createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
