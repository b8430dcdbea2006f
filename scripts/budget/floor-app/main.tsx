/**
 * The lightest React + router app: the floor the login page's JavaScript is measured against
 * (scripts/bundle-size.ts builds it with the site's Vite config). Nothing else belongs here.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <Routes>
      <Route path="/" element={<p>Home</p>} />
      <Route path="/login" element={<p>Sign in</p>} />
    </Routes>
  </BrowserRouter>,
);
