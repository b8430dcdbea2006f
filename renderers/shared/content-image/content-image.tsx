/**
 * A picture of the product's content with its intrinsic width and height as measured by the
 * compiler, so the browser reserves its box before the file arrives and the page does not shift.
 * The stylesheet keeps such pictures responsive (`max-width: 100%; height: auto`).
 */
import { imageUrl, useRenderContext } from '../../../engine/render/render-context';
import type { Image, ImageSize } from '../../../engine/types';

/** The picture's intrinsic size, or undefined when the compiler could not read one. */
export function useImageSize(src: string): ImageSize | undefined {
  const sizes = useRenderContext().compiled.imageSizes ?? {};
  return Object.hasOwn(sizes, src) ? sizes[src] : undefined;
}

export function ContentImage({ image, className }: { image: Image; className?: string }) {
  const size = useImageSize(image.src);
  return (
    <img className={className} src={imageUrl(image.src)} alt={image.alt} width={size?.width} height={size?.height} />
  );
}
