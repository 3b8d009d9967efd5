import { expect, type userEvent, type within } from "storybook/test";
import { captchaLabel } from "./fixtures.js";

export type Canvas = ReturnType<typeof within>;
export type User = ReturnType<typeof userEvent.setup>;

/** A text control or select by its accessible name (the ui's required "*" is aria-hidden). */
export function control(canvas: Canvas, name: string): HTMLElement {
  return canvas.queryByRole("combobox", { name }) ?? canvas.getByRole("textbox", { name });
}

/** Types or selects each value into the control labelled by its key, then leaves it as a visitor does. */
export async function fillByLabel(canvas: Canvas, user: User, entries: Record<string, string>) {
  for (const [label, value] of Object.entries(entries)) {
    const element = control(canvas, label);
    if (element instanceof HTMLSelectElement) {
      await user.selectOptions(element, value);
    } else {
      await user.clear(element);
      if (value) await user.type(element, value);
    }
    await user.tab();
  }
}

/** "Solving the captcha enables the submit button": disabled before, enabled after. */
export async function solveCaptcha(
  canvas: Canvas,
  user: User,
  submitLabel: string,
  captchaName = captchaLabel,
) {
  const submit = canvas.getByRole("button", { name: submitLabel });
  await expect(submit).toBeDisabled();
  await user.click(canvas.getByRole("checkbox", { name: captchaName }));
  await expect(submit).toBeEnabled();
}

/** A request that never settles, to show the loading state. */
export const pending = <T,>(): Promise<T> => new Promise<T>(() => {});

/** Fills the entries, solves the captcha and presses the submit button, as a visitor sends the form. */
export async function fillAndSubmit(
  canvas: Canvas,
  user: User,
  submitLabel: string,
  entries: Record<string, string> = {},
) {
  await fillByLabel(canvas, user, entries);
  await solveCaptcha(canvas, user, submitLabel);
  await user.click(canvas.getByRole("button", { name: submitLabel }));
}
