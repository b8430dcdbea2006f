/**
 * GS1 GTINs, the device identifiers (UDI-DI) printed on labels: 8, 12, 13 or 14 digits, the last a
 * mod-10 check digit. A GTIN of fewer digits is the same number as the 14-digit one padded with
 * zeros in front, which is the form GS1 Digital Link addresses and this portal's index use.
 */

const gtinLengths = new Set([8, 12, 13, 14]);

/** The check digit GS1's mod-10 gives the digits before it: weights 3 and 1 alternate from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export type GtinProblem = { kind: 'form' } | { kind: 'check-digit'; expected: string };

/** What is wrong with a GTIN as written, or undefined when it is one. */
export function gtinProblem(gtin: string): GtinProblem | undefined {
  if (!/^[0-9]+$/.test(gtin) || !gtinLengths.has(gtin.length)) return { kind: 'form' };
  const body = gtin.slice(0, -1);
  const expected = `${body}${gs1CheckDigit(body)}`;
  return expected === gtin ? undefined : { kind: 'check-digit', expected };
}

/** The 14-digit form of a valid GTIN, or undefined for anything that is not one. */
export function gtin14(gtin: string): string | undefined {
  return gtinProblem(gtin) ? undefined : gtin.padStart(14, '0');
}
