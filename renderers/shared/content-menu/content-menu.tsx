/** The content menu of a parent page: links to its named child routes, the current one marked with aria-current. */
import { NavLink } from 'react-router-dom';
import { useRoutePath } from '../../../engine/render/render-context';
import type { RouteMeta } from '../../../engine/types';
import './content-menu.css';

type MenuItem = NonNullable<RouteMeta['menuItems']>[number];

interface ContentMenuProps {
  /** Title of the parent page; names the navigation landmark. */
  label: string;
  items: MenuItem[];
}

export function ContentMenu({ label, items }: ContentMenuProps) {
  if (items.length === 0) return null;
  return (
    <nav className="content-menu" aria-label={`${label} menu`}>
      <ul className="content-menu__list">
        {items.map((item) => (
          <li key={item.route}>
            <ContentMenuLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContentMenuLink({ item }: { item: MenuItem }) {
  // useRoutePath warns on the console when the content names a route that does not exist.
  const path = useRoutePath(item.route);
  if (!path) return <span className="content-menu__link content-menu__link--broken">{item.label}</span>;
  // NavLink sets aria-current="page" on the active item, and on it for the pages below it too.
  return (
    <NavLink
      to={path}
      className={({ isActive }) => (isActive ? 'content-menu__link content-menu__link--active' : 'content-menu__link')}
    >
      {item.label}
    </NavLink>
  );
}
