/** A product line's card in the catalogue, from the line itself, and the addresses of every line. */
import type { CatalogueEntry, ProductLine, ProductPath } from '../types';

export function catalogueEntryOf(
  product: Pick<ProductLine, 'brand' | 'model' | 'pathPrefix' | 'card'>,
): CatalogueEntry {
  const { brand, model, pathPrefix, card } = product;
  return { brand, model, title: card.title, pathPrefix, image: card.image };
}

/** Every line's address and model, without its card: what a signed-out page needs to send a product to sign-in. */
export function productPathsOf(catalogue: CatalogueEntry[]): ProductPath[] {
  return catalogue.map(({ pathPrefix, model }) => ({ pathPrefix, model }));
}
