/** A product line's card in the catalogue, from the line itself, and the addresses of every line. */
import type { CatalogueEntry, CompiledProduct, ProductLine, ProductPath } from './types';

export function catalogueEntryOf(
  product: Pick<ProductLine, 'brand' | 'model' | 'pathPrefix' | 'card'>,
  imageSizes: CompiledProduct['imageSizes'] = {},
): CatalogueEntry {
  const { brand, model, pathPrefix, card } = product;
  const imageSize = Object.hasOwn(imageSizes, card.image.src) ? imageSizes[card.image.src] : undefined;
  return { brand, model, title: card.title, pathPrefix, image: card.image, ...(imageSize ? { imageSize } : {}) };
}

/** Every line's address, model and name, without the rest of its card: what a signed-out page needs to send a product to sign-in. */
export function productPathsOf(catalogue: CatalogueEntry[]): ProductPath[] {
  return catalogue.map(({ pathPrefix, model, title }) => ({ pathPrefix, model, title }));
}
