/**
 * An icon of the portal's own set. It only ever sits beside text that names what it shows, so it is
 * hidden from screen readers; it takes the colour of that text, in forced-colours modes too.
 */
import type { PortalIcon } from '../../../schema/generated/product';
import { iconDrawings } from './icon-drawings';

interface IconProps {
  name: PortalIcon;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {iconDrawings[name]}
    </svg>
  );
}

export function isPortalIcon(name: string): name is PortalIcon {
  return Object.hasOwn(iconDrawings, name);
}
