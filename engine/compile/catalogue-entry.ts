/** A product line's card in the catalogue, from the line itself. */
import type { CatalogueEntry, ProductLine } from '../types';

export function catalogueEntryOf(
  product: Pick<ProductLine, 'brand' | 'model' | 'pathPrefix' | 'card'>,
): CatalogueEntry {
  const { brand, model, pathPrefix, card } = product;
  return { brand, model, title: card.title, pathPrefix, image: card.image };
}
