// Storage that is full, disabled or holds malformed values under the spec's keys: every page renders, Buy, a purchase and a contact message still work, nothing throws.

import type { Page } from "@playwright/test";
import { expect, expectHomePage, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  CONTACT_ENTRIES,
  checkoutForm,
  closeDialog,
  contactForm,
  expectDialog,
  purchase,
  send,
} from "./journeys/forms.ts";
import { sitePages } from "./sitePages.ts";

/** Scripts that run before the site's own, each breaking storage one way. */
const brokenStorage = {
  full: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  },
  disabled: () => {
    for (const name of ["sessionStorage", "localStorage"]) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    }
  },
  malformed: () => {
    // Once per tab, so what the site stores afterwards is what it reads.
    if (window.sessionStorage.getItem("malformed-seeded")) return;
    window.sessionStorage.setItem("malformed-seeded", "yes");
    window.sessionStorage.setItem("subscription", '{"subscriptionType": {"toString": 1}');
    window.sessionStorage.setItem("section", "</script><script>window.__ran=1</script>");
    window.localStorage.setItem("terms", '{"accepted": tru');
  },
} as const;

type Breakage = keyof typeof brokenStorage;

async function breakStorage(page: Page, breakage: Breakage): Promise<void> {
  await page.addInitScript(brokenStorage[breakage]);
}

for (const breakage of Object.keys(brokenStorage) as Breakage[]) {
  test.describe(`storage ${breakage}`, () => {
    test("every page renders its heading; /checkout without a plan goes home", async ({ page }) => {
      await breakStorage(page, breakage);
      for (const sitePage of sitePages) {
        await gotoHydrated(page, sitePage.path);
        if (sitePage.path === "/checkout") {
          await expectHomePage(page);
          continue;
        }
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.heading);
      }
    });

    test("Buy opens checkout, the purchase goes through, then a contact message is sent", async ({
      page,
      backend,
    }) => {
      await breakStorage(page, breakage);
      await gotoHydrated(page, "/price");
      await page
        .getByRole("article", { name: "BASIC", exact: true })
        .getByRole("button", { name: "Buy" })
        .click();
      await expect(page).toHaveURL("/checkout");
      const form = checkoutForm(page);
      await purchase(form);
      await closeDialog(
        await expectDialog(page, {
          title: "Successful transaction",
          text: "Approved. Test transaction 7781.",
          button: "OK",
        }),
      );
      await expectHomePage(page);
      expect(backend.callsTo("encryptionApi")).toHaveLength(1);

      await gotoHydrated(page, "/contact");
      const contact = contactForm(page);
      await send(contact, "Send", CONTACT_ENTRIES);
      await closeDialog(
        await expectDialog(page, {
          title: "Message sent!",
          text: "One our representatives will contact you shortly",
          button: "OK",
        }),
      );
      expect(backend.callsTo("incoming")).toHaveLength(1);
      expect(await page.evaluate(() => "__ran" in window)).toBe(false);
    });
  });
}
