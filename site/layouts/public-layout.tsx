/** The frame of the pages a visitor without a session sees: the login page. */
import { Outlet } from 'react-router-dom';
import { PageFrame } from './page-frame';

export function PublicLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}
