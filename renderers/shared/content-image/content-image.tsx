/**
 * A picture with its intrinsic width and height as measured by the compiler, so the browser
 * reserves its box before the file arrives and the page does not shift. The stylesheet keeps such
 * pictures responsive (`max-width: 100%; height: auto`).
 */
import { imageUrl, measuredImageSize, useRenderContext } from '../../../engine/render/render-context';
import type { Image, ImageSize } from '../../../engine/types';

/** The picture's intrinsic size, or undefined when the compiler could not read one. */
export function useImageSize(src: string): ImageSize | undefined {
  return measuredImageSize(useRenderContext().compiled, src);
}

/** A picture of the site's images with the size it was measured at, when there is one. */
export function SizedImage({ image, size, className }: { image: Image; size?: ImageSize; className?: string }) {
  return (
    <img className={className} src={imageUrl(image.src)} alt={image.alt} width={size?.width} height={size?.height} />
  );
}

/** A picture of the current product's content. */
export function ContentImage({ image, className }: { image: Image; className?: string }) {
  return <SizedImage image={image} size={useImageSize(image.src)} className={className} />;
}
