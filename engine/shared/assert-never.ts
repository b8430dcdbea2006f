/** Ends a switch over a union: the next member added becomes a compile error, not a blank page. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${JSON.stringify(value)}`);
}
