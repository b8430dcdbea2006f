/**
 * The e-mail addresses the subscription form accepts: a plain `local@domain` of printable ASCII,
 * without spaces, angle brackets, quotes, commas or line breaks, so an address can never add a
 * header or a second recipient to a message. Stored and compared lower-cased.
 */
const plainAddress =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The address as stored, or undefined when it is not one the form accepts. */
export function normalisedEmail(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const address = input.trim();
  if (address.length > 254 || !plainAddress.test(address)) return undefined;
  if (address.startsWith('.') || address.includes('..') || address.split('@')[0]?.endsWith('.')) return undefined;
  return address.toLowerCase();
}
