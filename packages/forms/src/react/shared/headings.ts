/** Heading levels a form's section titles may take; the page owns the h1. */
export type FormHeadingLevel = 2 | 3 | 4 | 5;

export const headingTag = (level: FormHeadingLevel) => `h${level}` as const;
