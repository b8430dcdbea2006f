/**
 * Intrinsic sizes of the pictures a product line shows, so every `<img>` can carry width and
 * height and the page does not shift as pictures arrive.
 */
import type { CompiledProduct, Image, ImageSize, ProductLine, SectionResource } from '../../shared/types';
import type { ContentFiles } from './content-source';

/** Every picture a section shows (its own, its FAQ answers', its help steps'), with its JSON pointer. */
export function sectionImages(section: SectionResource): [Image | undefined, string][] {
  return [
    [section.image, '/image'],
    ...(section.faq ?? []).map((item, i): [Image | undefined, string] => [item.image, `/faq/${i}/image`]),
    ...(section.help?.steps ?? []).map((step, i): [Image | undefined, string] => [
      step.image,
      `/help/steps/${i}/image`,
    ]),
  ];
}

/** Sizes by src of the line's card, logo and icons and of its sections' pictures; unreadable ones are left out. */
export function imageSizesOf(
  line: Pick<ProductLine, 'card' | 'logo' | 'icons'>,
  sections: Record<string, SectionResource>,
  files: ContentFiles,
): NonNullable<CompiledProduct['imageSizes']> {
  const images = [
    line.card.image,
    line.logo,
    ...Object.values(line.icons ?? {}),
    ...Object.values(sections).flatMap((section) => sectionImages(section).map(([image]) => image)),
  ];
  const sizes: Record<string, ImageSize> = {};
  for (const image of images) {
    if (!image || Object.hasOwn(sizes, image.src)) continue;
    const size = imageSizeOf(image, files);
    if (size) sizes[image.src] = size;
  }
  return sizes;
}

/** A picture's intrinsic size, read from content/images; undefined when it cannot be read. */
export function imageSizeOf(image: Image, files: ContentFiles): ImageSize | undefined {
  return files.imageSize(`images/${image.src}`);
}
