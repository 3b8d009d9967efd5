// Issue 36: a tap is answered from the page's first frame, before, while and after the app arrives, and nothing the
// visitor did is undone when it lands. Each case acts at one moment (hydrationMoments.ts), then lets the app in and
// checks every frame painted from the answer until the app is in and a few frames after.
import { storedPlanEntry } from "@membership/site-kit/hosting";
import { expect, test } from "./fixtures.ts";
import { afterFirst, MOMENTS, openAt, sampleEveryFrame } from "./hydrationMoments.ts";

test.skip(({ isMobile }) => !isMobile, "a phone's taps: the drawer is the phone's nav");

for (const moment of MOMENTS) {
  test.describe(moment, () => {
    test("the menu button opens the drawer at once, and it stays open as the app lands", async ({
      page,
    }) => {
      const { appIn } = await openAt(page, "/", moment);
      const drawer = page.getByRole("dialog", { name: "Menu" });
      const samples = await sampleEveryFrame(page, () =>
        Boolean(document.querySelector("header dialog")?.matches(":modal")),
      );
      await page.getByRole("button", { name: "Menu" }).tap();
      await expect(drawer).toBeVisible();
      await appIn();
      await samples.settle();
      expect(afterFirst(await samples.frames(), true)).not.toContain(false);
      // The app took in what the browser did: its button says so, and the drawer still closes as it did.
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await drawer.getByRole("heading", { name: "Menu" }).tap();
      await expect(drawer).toBeHidden();
    });

    test("Buy stores the plan and opens the checkout at once, its card field shown", async ({
      page,
    }) => {
      await openAt(page, "/price", moment);
      const buy = page
        .getByRole("article", { name: "PREMIUM", exact: true })
        .getByRole("button", { name: "Buy" });
      // The plan record the page's content holds: what Buy stores, app or no app.
      const record = JSON.parse((await buy.getAttribute("data-stored-plan")) ?? "null");
      expect(record).toMatchObject({ subscriptionType: "PREMIUM", subscriptionButtonText: "Buy" });
      await buy.tap();
      await expect(page).toHaveURL("/checkout");
      await expect(page.getByRole("textbox", { name: "Card number", exact: true })).toBeVisible();
      const stored = await page.evaluate(() => ({
        plan: JSON.parse(sessionStorage.getItem("subscription") ?? "null"),
        section: sessionStorage.getItem("section"),
      }));
      expect(stored).toEqual({ plan: record, section: "price" });
    });

    test("the terms box shows ticked at once, and no frame unticks it as the app lands", async ({
      page,
    }) => {
      const [key, plan] = storedPlanEntry("BASIC");
      await page.addInitScript((entry) => sessionStorage.setItem(entry.key, entry.plan), {
        key,
        plan,
      });
      const { appIn } = await openAt(page, "/checkout", moment);
      const terms = page.getByRole("checkbox", { name: /accept the terms and conditions/ });
      const samples = await sampleEveryFrame(
        page,
        () => document.querySelector<HTMLInputElement>("main input[name=terms]")?.checked,
      );
      await terms.tap();
      await expect(terms).toBeChecked();
      await appIn();
      await samples.settle();
      expect(afterFirst(await samples.frames(), true)).not.toContain(false);
      // And the app has it: no "accept the terms" message, the tick saved as the visitor's.
      await expect(page.getByText("You must accept terms and conditions")).toBeHidden();
    });
  });
}
