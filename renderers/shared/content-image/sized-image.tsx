/**
 * A picture with its intrinsic width and height as measured by the compiler, so the browser
 * reserves its box before the file arrives and the page does not shift. The stylesheet keeps such
 * pictures responsive (`max-width: 100%; height: auto`). A module of its own, free of the
 * renderers' context, because the site header on the login page draws the site logo with it.
 */
import { imageUrl } from '../../../engine/rendering/image-url';
import type { Image, ImageSize } from '../../../engine/shared/types';

/** A picture of the site's images with the size it was measured at, when there is one. */
export function SizedImage({ image, size, className }: { image: Image; size?: ImageSize; className?: string }) {
  return (
    <img className={className} src={imageUrl(image.src)} alt={image.alt} width={size?.width} height={size?.height} />
  );
}
