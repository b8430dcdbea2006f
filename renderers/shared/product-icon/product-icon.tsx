/**
 * A named icon of a product line: the line's own picture of that name, else the portal's icon of that
 * name; a name that is neither is reported on the console and drawn as nothing.
 */
import { useEffect } from 'react';
import { imageUrl } from '../../../engine/rendering/image-url';
import type { ImageSize, ProductLine } from '../../../engine/shared/types';
import { useImageSize } from '../content-image/content-image';
import { Icon, isPortalIcon } from '../icons/icon';

interface ProductIconProps {
  icons: ProductLine['icons'];
  name: string;
  /** Height in pixels. */
  height?: number;
  className?: string;
}

export function ProductIcon({ icons, name, height, className }: ProductIconProps) {
  const icon = icons && Object.hasOwn(icons, name) ? icons[name] : undefined;
  const size = displaySize(useImageSize(icon?.src ?? ''), height);
  const known = icon !== undefined || isPortalIcon(name);
  useEffect(() => {
    // A missing icon is a content mistake; the page still works, so tell the maintainer and draw nothing.
    if (!known) console.warn(`Icon not found: "${name}"`);
  }, [known, name]);
  if (!icon) return isPortalIcon(name) ? <Icon name={name} size={height} className={className} /> : null;
  // The height attribute, not a style, sizes the icon: the CSP forbids inline styles.
  return <img className={className} src={imageUrl(icon.src)} alt={icon.alt} width={size.width} height={size.height} />;
}

/** The intrinsic size scaled to the requested height, so the width is reserved too; without one, what is known. */
function displaySize(intrinsic: ImageSize | undefined, height: number | undefined): Partial<ImageSize> {
  if (!intrinsic) return { height };
  if (height === undefined) return intrinsic;
  return { width: Math.round((intrinsic.width * height) / intrinsic.height), height };
}
