import { screen, waitFor, within } from "@testing-library/react";
import { startTransition, useSyncExternalStore } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import {
  fill,
  now,
  renderCheckoutForm,
  solveCaptchaAndPurchase,
  termsCheckbox,
  termsLinkName,
  termsName,
  validValues,
} from "../../test/checkoutForm.js";
import {
  basicPlan,
  dialogCatalogue,
  FakeCaptcha,
  paymentApproved,
  ThemeWrapper,
} from "../../test/fixtures.js";
import { CheckoutForm } from "./CheckoutForm.js";

describe("CheckoutForm", () => {
  it("refuses to buy without the terms, and saves the choice", async () => {
    const { user, submitPayment, onTermsChange } = renderCheckoutForm();
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveAccessibleDescription("You must accept terms and conditions");
    expect(onTermsChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(submitPayment).not.toHaveBeenCalled();
    // While the dialog shows the message, the checkbox does not repeat it.
    expect(screen.getAllByText("You must accept terms and conditions")).toHaveLength(1);
    expect(termsCheckbox()).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(termsCheckbox()).toHaveFocus());
    expect(termsCheckbox()).toHaveAccessibleDescription("You must accept terms and conditions");
    expect(screen.getAllByText("You must accept terms and conditions")).toHaveLength(1);
  });

  it("reports ticking the terms and starts from the saved choice", async () => {
    const { user, onTermsChange, rerender } = renderCheckoutForm();
    expect(termsCheckbox()).not.toBeChecked();
    await user.click(termsCheckbox());
    expect(onTermsChange).toHaveBeenLastCalledWith(true);
    await user.click(termsCheckbox());
    expect(onTermsChange).toHaveBeenLastCalledWith(false);
    expect(termsCheckbox()).toHaveAccessibleDescription("You must accept terms and conditions");
    rerender(
      <CheckoutForm
        plan={basicPlan}
        submitPayment={vi.fn()}
        captcha={FakeCaptcha}
        dialogs={dialogCatalogue}
        termsAccepted
      />,
    );
    expect(termsCheckbox()).toBeChecked();
  });

  it("opens the terms in a new tab from a link outside the checkbox's tap target", async () => {
    const { user, onTermsChange } = renderCheckoutForm();
    const link = screen.getByRole("link", { name: termsLinkName });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(screen.getByText(/\(opens in a new tab\)/)).toBeVisible();
    expect(link.closest("label")).toBeNull();
    expect(termsCheckbox()).toHaveAccessibleName(termsName);
    // A tap on the label ticks the box; the link is not part of it.
    await user.click(screen.getByText(termsName));
    expect(termsCheckbox()).toBeChecked();
    expect(onTermsChange).toHaveBeenLastCalledWith(true);
  });

  it("renders the terms link through the site's router link", () => {
    renderCheckoutForm({
      termsHref: "/terms",
      renderLink: ({ to, children }) => (
        <a href={to} data-router-link="">
          {children}
        </a>
      ),
    });
    const link = screen.getByRole("link", { name: termsLinkName });
    expect(link).toHaveAttribute("href", "/terms");
    expect(link).toHaveAttribute("data-router-link");
  });
});

/** A site's saved terms flag: a store read with useSyncExternalStore, unknown while prerendering. */
const savedTerms = (() => {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    write(next: boolean) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();

function SiteWithSavedTerms() {
  const saved = useSyncExternalStore(savedTerms.subscribe, savedTerms.read, () => false);
  return (
    <ThemeWrapper>
      <CheckoutForm
        plan={basicPlan}
        submitPayment={async () => paymentApproved("Approved")}
        now={now}
        captcha={FakeCaptcha}
        dialogs={dialogCatalogue}
        termsAccepted={saved}
        onTermsChange={savedTerms.write}
      />
    </ThemeWrapper>
  );
}

describe("CheckoutForm hydrated over its prerendered HTML", () => {
  it("keeps a tick given before hydration: the box is never written back unticked, and the tick is saved", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SiteWithSavedTerms />);
    document.body.append(container);
    const box = within(container).getByRole("checkbox", { name: termsName }) as HTMLInputElement;
    box.click();
    // Every value a script gives the box from now on.
    const written: boolean[] = [];
    const checked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked");
    Object.defineProperty(HTMLInputElement.prototype, "checked", {
      configurable: true,
      get() {
        return checked?.get?.call(this);
      },
      set(value: boolean) {
        if (this === box) written.push(value);
        checked?.set?.call(this, value);
      },
    });
    // As the site hydrates: in a transition, scheduled by React itself rather than flushed by act().
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() => {
        hydrateRoot(container, <SiteWithSavedTerms />);
      });
      await waitFor(() => expect(savedTerms.read()).toBe(true));
      // Room for the renders that follow the save (the store notifies its readers) before judging what was written.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(box.checked).toBe(true);
      expect(written, "values written to the ticked box").not.toContain(false);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      if (checked) Object.defineProperty(HTMLInputElement.prototype, "checked", checked);
      container.remove();
    }
  });
});
