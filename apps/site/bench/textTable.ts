// Plain-text tables for the bench and budget scripts: the first column left-aligned, the others right-aligned.
export function printTable(header: readonly string[] | null, rows: readonly string[][]): void {
  const all = header ? [header, ...rows] : rows;
  const widths = (all[0] ?? []).map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  if (header) {
    console.info(line(header));
    console.info(widths.map((width) => "-".repeat(width)).join("  "));
  }
  for (const row of rows) console.info(line(row));
}
