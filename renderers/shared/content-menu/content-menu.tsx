/** The content menu of a parent page: links to its child pages, the current one marked with aria-current. */

import { NavLink } from 'react-router-dom';
import { useSiteTexts } from '../../../engine/rendering/render-context';
import { fillText } from '../../../engine/shared/fill-text';
import type { MenuLink } from '../../../engine/shared/types';
import './content-menu.css';

interface ContentMenuProps {
  /** Title of the parent page; names the navigation landmark. */
  label: string;
  items: MenuLink[];
}

export function ContentMenu({ label, items }: ContentMenuProps) {
  const texts = useSiteTexts().documents;
  if (items.length === 0) return null;
  return (
    <nav className="content-menu" aria-label={fillText(texts.menuLabel, { title: label })}>
      <ul className="content-menu__list">
        {items.map((item) => (
          <li key={item.path}>
            <ContentMenuLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContentMenuLink({ item }: { item: MenuLink }) {
  // NavLink sets aria-current="page" on the active item, and on it for the pages below it too.
  return (
    <NavLink
      to={item.path}
      className={({ isActive }) => (isActive ? 'content-menu__link content-menu__link--active' : 'content-menu__link')}
    >
      {item.label}
    </NavLink>
  );
}
