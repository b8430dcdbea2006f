/** Product lines chosen by their titles, one checkbox each. */
import type { CatalogueLine } from '../../../engine/shared/console/console-api';

export interface LineChoicesProps {
  catalogue: CatalogueLine[];
  chosen: string[];
  onChange: (models: string[]) => void;
  legend?: string;
}

export function LineChoices({ catalogue, chosen, onChange, legend = 'Product lines' }: LineChoicesProps) {
  const toggle = (model: string, on: boolean) =>
    onChange(on ? [...chosen, model] : chosen.filter((chosenModel) => chosenModel !== model));
  return (
    <fieldset className="choices">
      <legend>{legend}</legend>
      {catalogue.map((line) => (
        <label key={line.model} className="check">
          <input
            type="checkbox"
            name="models"
            value={line.model}
            checked={chosen.includes(line.model)}
            onChange={(e) => toggle(line.model, e.target.checked)}
          />
          <span>{line.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
