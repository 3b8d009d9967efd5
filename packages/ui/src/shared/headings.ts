export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export function headingTag(level: HeadingLevel) {
  return `h${level}` as const;
}
