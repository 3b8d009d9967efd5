// A form page's field checks before the app (ADR 0010): a field left with a wrong value shows its spec message in the
// next frame, written into the prerendered markup exactly as the hydrated form renders it, so the form takes that state
// in as it hydrates (useFlowForm) and no frame differs. Framework-free and small: the rules without Yup or card brands.
import { showFieldError, shownFieldError } from "@membership/ui";
import { normalizedValue } from "./input.js";
import type { MessageOverrides } from "./messages.js";
import { afterPointerPress, trackPointerPress } from "./react/shared/pointerPress.js";
import { checkField, hasFieldRule, ruleContext } from "./rules.js";
import { CHECKED_EARLY_ATTRIBUTE, formControl, namedForm } from "./shownEarly.js";

/**
 * Checks the fields of `root`'s forms as the hydrated forms do, until the returned stop is called (as the app starts
 * hydrating): a field left shows its message (or loses it when right), and a field showing one follows each change.
 * `alreadyLeft`: the fields left before this ran, checked at once.
 */
export function startEarlyChecks(
  root: Node,
  messages: MessageOverrides,
  alreadyLeft: readonly Element[] = [],
): () => void {
  const context = ruleContext("field", { messages });
  let stopped = false;
  const check = (target: EventTarget | null, leaving: boolean) => {
    if (stopped) return;
    const control = formControl(target);
    const form = namedForm(control);
    if (!control || !form || !hasFieldRule(form, control.name) || !root.contains(control)) return;
    // Until it is left, a field shows no new message; one it shows follows the value ("reward early, punish late").
    if (!leaving && shownFieldError(control) === undefined) return;
    const value = normalizedValue(control.name, control.value);
    const message = checkField(form, control.name, value, context);
    showFieldError(control, message);
    if (message) control.form?.setAttribute(CHECKED_EARLY_ATTRIBUTE, "");
  };
  // As the form does: a message waits for the press that left the field, so it moves nothing under the finger.
  const onLeave = (event: FocusEvent) =>
    void afterPointerPress().then(() => check(event.target, true));
  const onInput = (event: Event) => check(event.target, false);
  trackPointerPress();
  for (const field of alreadyLeft) {
    if (field !== document.activeElement) check(field, true);
  }
  document.addEventListener("focusout", onLeave, true);
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
  return () => {
    stopped = true;
    document.removeEventListener("focusout", onLeave, true);
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("change", onInput, true);
  };
}
