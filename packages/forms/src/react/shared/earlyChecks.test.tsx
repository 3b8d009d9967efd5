// The page's field checks before the app (../../earlyChecks.ts) on a prerendered form, and the form hydrating over them.
import { shownFieldError } from "@membership/ui";
import { screen, waitFor, within } from "@testing-library/react";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { startEarlyChecks } from "../../earlyChecks.js";
import { defaultMessages } from "../../messages.js";
import { dialogCatalogue, FakeCaptcha, ThemeWrapper } from "../../test/fixtures.js";
import { getField } from "../../test/render.js";
import { ContactForm } from "../ContactForm/ContactForm.js";

const page = (
  <ThemeWrapper>
    <h1>Contact</h1>
    <ContactForm
      sendRelayMessage={vi.fn()}
      captcha={FakeCaptcha}
      dialogs={dialogCatalogue}
      onDone={vi.fn()}
    />
  </ThemeWrapper>
);

let stop = () => {};
let container: HTMLElement | undefined;

/** The form as the page's HTML shows it before the app, with the page's field checks running. */
function prerenderedPage(): HTMLElement {
  container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  stop = startEarlyChecks(container, defaultMessages);
  return container;
}

afterEach(() => {
  stop();
  container?.remove();
});

/** Types into the field, then taps the heading: the field is left as a thumb leaves it. */
async function typeAndLeave(label: string, text: string): Promise<HTMLInputElement> {
  const control = getField(label) as HTMLInputElement;
  await userEvent.click(control);
  if (text) await userEvent.keyboard(text);
  await userEvent.click(screen.getByRole("heading", { name: "Contact" }));
  return control;
}

const { email, phone, firstName } = defaultMessages;

describe("the field checks before the app", () => {
  it.each([
    ["Email", "x", email.shape],
    ["Email", "1jane@example.com", email.startsWithDigit],
    ["Email", "", email.empty],
    ["Email", "jane@example.com", undefined],
    ["Phone number", "12", phone.length],
    ["Phone number", "305-555-01a0", phone.notNumeric],
    // As the form takes it: the formatting a visitor types is not a wrong character.
    ["Phone number", "(305) 555-0100", undefined],
    ["Full name", "J4ne", firstName.invalid],
  ])("%s left with %j shows %j, as the form does", async (label, text, message) => {
    prerenderedPage();
    const control = await typeAndLeave(label, text);
    await waitFor(() => expect(shownFieldError(control)).toBe(message));
    if (message) {
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(
        new RegExp(`${message.replace(/[.()]/g, "\\$&")}$`),
      );
      expect(screen.getByText(message)).toBeVisible();
    } else {
      expect(control).not.toHaveAttribute("aria-invalid");
    }
  });

  it("shows no message before the field is left, and takes a shown one away as soon as the value is right", async () => {
    prerenderedPage();
    const control = getField("Email") as HTMLInputElement;
    await userEvent.click(control);
    await userEvent.keyboard("jane");
    expect(shownFieldError(control)).toBeUndefined();
    await userEvent.click(screen.getByRole("heading", { name: "Contact" }));
    await waitFor(() => expect(shownFieldError(control)).toBe(email.shape));
    await userEvent.click(control);
    await userEvent.keyboard("@example.com");
    expect(shownFieldError(control)).toBeUndefined();
    expect(control).not.toHaveAttribute("aria-invalid");
  });

  it("stops when told: the app's form checks from then on", async () => {
    prerenderedPage();
    stop();
    const control = await typeAndLeave("Email", "x");
    expect(shownFieldError(control)).toBeUndefined();
  });
});

describe("the form hydrating over a message shown before the app", () => {
  it("shows the message from its first render, never drops it, and owns it from then on", async () => {
    const root = prerenderedPage();
    const control = await typeAndLeave("Email", "x");
    await waitFor(() => expect(shownFieldError(control)).toBe(email.shape));
    stop();
    // Every state of the message line until the form is in: it must never leave the screen.
    const errorLine = root.querySelector(`#${CSS.escape(control.id)}-error`);
    if (!(errorLine instanceof HTMLElement)) throw new Error("no error line");
    const seen: (string | null)[] = [];
    const observer = new MutationObserver(() =>
      seen.push(errorLine.isConnected && !errorLine.hidden ? errorLine.textContent : null),
    );
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let app: ReturnType<typeof hydrateRoot> | undefined;
    try {
      startTransition(() => {
        app = hydrateRoot(root, page);
      });
      // Hydrated: the form took the value in and lets go of the page's mark.
      await waitFor(() => expect(root.querySelector("form[data-checked-early]")).toBeNull());
      await waitFor(() => expect(getField("Email")).toHaveAttribute("aria-invalid", "true"));
      observer.disconnect();
      expect(seen.filter((text) => text !== email.shape)).toEqual([]);
      expect(within(root).getByText(email.shape)).toBeVisible();
      // The form's own state now: a right value takes the message away.
      await userEvent.click(getField("Email"));
      await userEvent.keyboard("@example.com");
      await waitFor(() => expect(getField("Email")).not.toHaveAttribute("aria-invalid"));
      expect(within(root).queryByText(email.shape)).toBeNull();
    } finally {
      app?.unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
