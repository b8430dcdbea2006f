/** Pictures of the current product's content, with the sizes the compiler measured. */
import { measuredImageSize, useRenderContext } from '../../../engine/rendering/render-context';
import type { Image, ImageSize } from '../../../engine/shared/types';
import { SizedImage } from './sized-image';

/** The picture's intrinsic size, or undefined when the compiler could not read one. */
export function useImageSize(src: string): ImageSize | undefined {
  return measuredImageSize(useRenderContext().compiled, src);
}

/** A picture of the current product's content. */
export function ContentImage({ image, className }: { image: Image; className?: string }) {
  return <SizedImage image={image} size={useImageSize(image.src)} className={className} />;
}
