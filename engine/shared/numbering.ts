/** Home and navigation sections are numbered 01, 02, … */
export function sectionNumber(index: number): string {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`Section index must be a whole number from 0, got ${index}`);
  return String(index + 1).padStart(2, '0');
}
