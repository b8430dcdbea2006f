/**
 * Rows of cells as lines of text, columns two spaces apart and each as wide as its widest cell:
 * the first `leftColumns` left-aligned (names), the others right-aligned (figures).
 */
export function alignedLines(rows: string[][], leftColumns = 1): string[] {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column < leftColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  '),
  );
}
