/** Countries as the console names them: their English name, then the ISO code the store keeps. */
import { countryCodes } from '../../../engine/shared/accounts/countries';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

export const countryName = (code: string) => `${names.of(code) ?? code} (${code})`;

/** Every country, by name. */
export const countryChoices = countryCodes
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
