import { createElement, Fragment, type ReactNode } from "react";

/** A text with "{name}" placeholders, each replaced by its value (text or an element such as a link). */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, index) =>
    // Odd parts are the placeholders' names.
    createElement(Fragment, { key: index }, index % 2 === 1 ? (values[part] ?? `{${part}}`) : part),
  );
}
