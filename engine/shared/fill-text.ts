/** Texts of content/site.json with placeholders such as {reference}, filled in for display. */

/** Replaces each `{name}` whose name is given; any other braces stay as written. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
