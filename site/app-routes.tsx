/**
 * The top-level route table: /login is public; every other address is the signed-in area behind the
 * guard, fetched as a chunk of its own so the login page loads no more than it draws.
 */
import { Route, Routes, useLocation } from 'react-router-dom';
import { loginPath } from '../engine/routes/login-path';
import { ScrollToTop } from './chrome/scroll-to-top';
import { ErrorBoundary } from './errors/error-boundary';
import { SignedInArea } from './guard/signed-in-part';
import { LoginPage } from './login/login-page';
import { OtherTabs } from './session/other-tabs-part';

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <ScrollToTop />
      <OtherTabs />
      <Routes>
        <Route path={loginPath} element={<LoginPage />} />
        <Route path="*" element={<SignedInArea />} />
      </Routes>
    </ErrorBoundary>
  );
}
