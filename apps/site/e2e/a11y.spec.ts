// axe scan of every route at both viewports (WCAG 2.0/2.1/2.2 A and AA): zero violations.
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  gotoHydrated,
  openMainNav,
  PREMIUM_PLAN,
  seedStoredPlan,
  test,
} from "./fixtures.ts";
import { ROUTES } from "./routeTexts.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One line per violation, with the elements it was found on, so a failure says what to fix. */
async function axeViolations(page: import("@playwright/test").Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

for (const route of ROUTES) {
  test(`${route.path} has no axe violations`, async ({ page }) => {
    await seedStoredPlan(page, JSON.stringify(PREMIUM_PLAN));
    await gotoHydrated(page, route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.page.heading);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the open side drawer has no axe violations", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the drawer is the phone's nav");
  await gotoHydrated(page, "/");
  await openMainNav(page);
  expect(await axeViolations(page)).toEqual([]);
});
