// A message shows once a field is left (issue 14): the tap or click that leaves a wrong field must still land on
// what it was aimed at, though the message then pushes the rest of the form down.
import { expect, test } from "./journeys/fixtures.ts";
import { control, openCheckoutWithPlan } from "./journeys/forms.ts";

test("leaving a wrong CVV by a tap or click on the terms checks the terms, then shows the CVV's message", async ({
  page,
}, testInfo) => {
  const form = await openCheckoutWithPlan(page);
  const cvv = control(form, "CVV");
  await cvv.fill("12");
  const terms = form.getByRole("checkbox", { name: /I have read and accept the terms/ });
  if (testInfo.project.use.hasTouch) await terms.tap();
  else await terms.click();
  await expect(cvv).toHaveAccessibleDescription(/The cvv must have 3 digits/);
  await expect(terms).toBeChecked();
});
