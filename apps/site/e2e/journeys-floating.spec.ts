// The floating 'Cancel Product' dialog (spec §4, §5, §8): checks before it closes, the record with the captcha token and web_url.

import { captchaTokens, solveCaptcha } from "@membership/test-fixtures/fake-recaptcha";
import { E2E_BUILD_ENV } from "./e2eEnv.ts";
import { jsonBody, NETWORK_FAILURE } from "./journeys/backend.ts";
import { expect, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  button,
  closeDialog,
  expectDialog,
  fieldValues,
  fillFields,
  openFloatingDialogHere,
  send,
  VISITOR,
} from "./journeys/forms.ts";

const ENTRIES = {
  "Order ID": VISITOR.orderId,
  "Phone number": VISITOR.phoneNumber,
  Email: VISITOR.email,
  "Reason for cancellation": "Not longer needed",
} as const;

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/about-us");
});

for (const { situation, entries, message } of [
  {
    situation: "missing fields",
    entries: { "Order ID": VISITOR.orderId },
    message: "All fields are required and ReCAPTCHA must be completed.",
  },
  {
    situation: "an invalid email",
    entries: { ...ENTRIES, Email: "ada.example.com" },
    message: "Please enter a valid email address.",
  },
  {
    situation: "a phone number that is not 10 digits",
    entries: { ...ENTRIES, "Phone number": "(305) 555" },
    message: "Phone number must be numeric and 10 digits.",
  },
] as const) {
  test(`${situation}: the dialog stays open and says "${message}"`, async ({ page, backend }) => {
    const dialog = await openFloatingDialogHere(page);
    await expect(button(dialog, "Send")).toBeDisabled();
    await send(dialog, "Send", entries);

    await expect(dialog.getByRole("alert")).toHaveText(message);
    await expect(dialog).toBeVisible();
    expect(backend.calls).toEqual([]);
  });
}

test("success: the record carries the captcha token, web_url and 'No additional details'; an advisor will get in touch", async ({
  page,
  backend,
}) => {
  const dialog = await openFloatingDialogHere(page);
  await fillFields(dialog, ENTRIES);
  await solveCaptcha(dialog);
  // The only widget on this page is the dialog's.
  const [token] = await captchaTokens(page);
  expect(token).toContain(`-for-${E2E_BUILD_ENV.VITE_RECAPTCHA_SITE_KEY}`);
  await button(dialog, "Send").click();

  const confirmation = await expectDialog(page, {
    title: "The cancellation was sent",
    text: "One of our advisors will contact you soon.",
    button: "OK",
  });
  await expect(dialog).toBeHidden();
  expect(backend.calls.map((call) => call.endpoint)).toEqual(["cancelAgmProduct"]);
  expect(jsonBody(backend.onlyCallTo("cancelAgmProduct"))).toEqual({
    orderId: VISITOR.orderId,
    phoneNumber: VISITOR.phoneNumber,
    email: VISITOR.email,
    motivo: "Not longer needed",
    message: "No additional details",
    web_url: E2E_BUILD_ENV.VITE_SITE_DOMAIN,
    recaptcha: token,
  });

  await closeDialog(confirmation);
  // The visitor stays where they were; a new request starts from an empty form.
  await expect(page).toHaveURL("/about-us");
  const reopened = await openFloatingDialogHere(page);
  expect(await fieldValues(reopened, Object.keys(ENTRIES))).toEqual({
    "Order ID": "",
    "Phone number": "",
    Email: "",
    "Reason for cancellation": "",
  });
  await expect(button(reopened, "Send")).toBeDisabled();
});

test("a typed message is sent as typed", async ({ page, backend }) => {
  const dialog = await openFloatingDialogHere(page);
  await send(dialog, "Send", { ...ENTRIES, "Message (optional)": "  Moving abroad.  " });

  await expectDialog(page, {
    title: "The cancellation was sent",
    text: "One of our advisors will contact you soon.",
    button: "OK",
  });
  expect(jsonBody(backend.onlyCallTo("cancelAgmProduct"))).toMatchObject({
    message: "Moving abroad.",
  });
});

for (const situation of ["HTTP 500", "a network failure"] as const) {
  test(`a failed record (${situation}): 'Error' says "The request could not be sent", the typed values stay`, async ({
    page,
    backend,
    consoleExpectations,
  }) => {
    consoleExpectations.allowFailedCalls("cancelAgmProduct");
    backend.answer(
      "cancelAgmProduct",
      situation === "HTTP 500" ? { status: 500, body: "Server error" } : NETWORK_FAILURE,
    );
    const dialog = await openFloatingDialogHere(page);
    await send(dialog, "Send", ENTRIES);

    await closeDialog(
      await expectDialog(page, {
        title: "Error",
        text: "The request could not be sent",
        button: "OK",
      }),
    );
    await expect(dialog).toBeVisible();
    expect(await fieldValues(dialog, Object.keys(ENTRIES))).toEqual(ENTRIES);
  });
}

test("the close button and Escape close the dialog, and focus returns to 'Cancel Product'", async ({
  page,
}) => {
  const dialog = await openFloatingDialogHere(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Cancel Product", exact: true })).toBeFocused();

  await openFloatingDialogHere(page);
  await button(dialog, "Close").click();
  await expect(dialog).toBeHidden();
});
