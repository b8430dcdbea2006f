/** GS1 GTINs (the UDI-DI of a device): digits whose last is a check digit over the others. */

/** The GS1 check digit of a GTIN's other digits: weights 3 and 1 alternating from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The GTIN with its check digit corrected; equal to `gtin` when its check digit is right. */
export function withCorrectCheckDigit(gtin: string): string {
  const body = gtin.slice(0, -1);
  return `${body}${gtinCheckDigit(body)}`;
}
