/**
 * Content lookup: by brand, then model, then section name,
 * falling back to the brand's own sections when the model has none of that name.
 */
import type { SectionResource } from '../types';

export interface ContentTree {
  brands: Record<string, { sections: Record<string, SectionResource> }>;
  models: Record<string, { brand: string; sections: Record<string, SectionResource> }>;
}

/** The console message for a missing section, shared by the compiler's lookup and the browser's. */
export function resourceNotFoundMessage(brand: string, model: string, sectionName: string): string {
  return `Resource not found for brand "${brand}" and model "${model}": section "${sectionName}"`;
}

export function lookupSection(
  tree: ContentTree,
  brand: string,
  model: string,
  sectionName: string,
  log: Pick<Console, 'warn'> = console,
): SectionResource | undefined {
  const brandContent = Object.hasOwn(tree.brands, brand) ? tree.brands[brand] : undefined;
  const modelContent = Object.hasOwn(tree.models, model) ? tree.models[model] : undefined;
  if (modelContent && modelContent.brand !== brand) {
    log.warn(`Invalid model definition: model "${model}" belongs to brand "${modelContent.brand}", not "${brand}"`);
    return undefined;
  }
  const fromModel =
    modelContent && Object.hasOwn(modelContent.sections, sectionName) ? modelContent.sections[sectionName] : undefined;
  if (fromModel) return fromModel;
  const fromBrand =
    brandContent && Object.hasOwn(brandContent.sections, sectionName) ? brandContent.sections[sectionName] : undefined;
  if (fromBrand) return fromBrand;
  log.warn(resourceNotFoundMessage(brand, model, sectionName));
  return undefined;
}
