import {
  type RenderOptions,
  type RenderResult,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { expect } from "vitest";
import { ThemeWrapper } from "./fixtures.js";

/**
 * A visitor at the keyboard: every key still goes through its events one by one, without the timer user-event waits
 * between keys by default (a browser clamps it to 4 ms, which made a typed checkout most of the suite's time).
 */
export function visitor(): UserEvent {
  return userEvent.setup({ delay: null });
}

/** Renders inside the ui package's required theme provider. */
export function renderWithTheme(
  ui: ReactElement,
  options: Omit<RenderOptions, "wrapper"> = {},
): RenderResult {
  return render(ui, { wrapper: ThemeWrapper, ...options });
}

// The ui fields append an aria-hidden "*" to a required field's label; the accessible name has none.
const withoutRequiredMark = (text: string) => text.replace(/\s+/g, " ").replace(/\*$/, "").trim();

/** The input, select or textarea whose visible label reads `label` (required mark aside). */
export function getField(label: string): HTMLElement {
  return screen.getByLabelText(label, {
    selector: "input, select, textarea",
    normalizer: withoutRequiredMark,
  });
}

/** Fills the field labelled `labels[name]` with each value (a select is chosen) and leaves it with Tab, as a visitor does. */
export async function fillByLabels<Name extends string>(
  user: UserEvent,
  labels: Readonly<Record<Name, string>>,
  values: Partial<Record<Name, string>>,
): Promise<void> {
  for (const [name, value = ""] of Object.entries(values) as [Name, string | undefined][]) {
    const control = getField(labels[name]);
    if (control instanceof HTMLSelectElement) {
      await user.selectOptions(control, value);
      continue;
    }
    await user.clear(control);
    if (value) await user.type(control, value);
    await user.tab();
  }
}

/** Expects the field's message: the field is invalid and its description ends with it (after any hint). */
export async function expectFieldMessage(control: HTMLElement, message: string): Promise<void> {
  const endsWithMessage = new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  await waitFor(() => {
    expect(control).toHaveAttribute("aria-invalid", "true");
    expect(control).toHaveAccessibleDescription(endsWithMessage);
  });
}

/** Types into a field, then leaves it with Tab, as a visitor does before a new message shows. */
export async function typeAndLeave(user: UserEvent, control: HTMLElement, text: string) {
  await user.type(control, text);
  await user.tab();
}
