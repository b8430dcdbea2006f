/**
 * A menu parent page: the content menu of route.meta.menuItems, and the child page
 * below it. The site routes a kind with children as nested routes, so the child
 * (or the default child, on the parent's own address) arrives through <Outlet/>.
 */
import { Outlet } from 'react-router-dom';
import type { PageProps } from '../../../engine/rendering/contract';
import { ContentMenu } from '../../shared/content-menu/content-menu';
import '../pages.css';

export function MenuPage({ route }: PageProps) {
  return (
    <div className="menu-page">
      <div className="menu-page__menu">
        <ContentMenu label={route.meta.title} items={route.meta.menuItems ?? []} />
      </div>
      <Outlet />
    </div>
  );
}
