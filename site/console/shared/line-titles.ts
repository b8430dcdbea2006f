/** Product lines are shown by their catalogue titles; a line no longer in the catalogue by its key. */
import type { CatalogueLine } from '../../../engine/shared/console/console-api';

export const titlesOf = (catalogue: CatalogueLine[]): Record<string, string> =>
  Object.fromEntries(catalogue.map((line) => [line.model, line.title]));

export const lineTitles = (models: string[], titles: Record<string, string>) =>
  models.map((model) => titles[model] ?? model).join(', ');
