// Contact journey (spec §4, §8): checks before sending, the relay call, every reply, and the success path home.

import {
  captchaButton,
  expireCaptchas,
  renderedSiteKeys,
  solveCaptcha,
} from "@membership/test-fixtures/fake-recaptcha";
import { E2E_BUILD_ENV } from "./e2eEnv.ts";
import { NETWORK_FAILURE, type Reply, relayFields } from "./journeys/backend.ts";
import { expect, expectHomePage, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  button,
  CONTACT_ENTRIES,
  closeDialog,
  contactForm,
  expectDialog,
  FIELDS_MISSING_DIALOG,
  fieldValues,
  seedSessionStorage,
  send,
  sessionStorageKeys,
  textbox,
} from "./journeys/forms.ts";

const CONTACT_LABELS = Object.keys(CONTACT_ENTRIES);

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/contact");
});

test("Send stays disabled until the real reCAPTCHA component is solved, and again once it expires", async ({
  page,
}) => {
  const form = contactForm(page);
  const send = button(form, "Send");
  await expect(send).toBeDisabled();
  // Google's script loads for a form in view.
  await send.scrollIntoViewIfNeeded();
  await expect(captchaButton(form)).toBeVisible();
  expect(await renderedSiteKeys(page)).toEqual([E2E_BUILD_ENV.VITE_RECAPTCHA_SITE_KEY]);

  await solveCaptcha(form);
  await expect(send).toBeEnabled();

  await expireCaptchas(page);
  await expect(send).toBeDisabled();
});

test("missing fields: 'Error!' asks to fill them out, nothing is sent", async ({
  page,
  backend,
}) => {
  const form = contactForm(page);
  await send(form, "Send", { "Full name": "Ada Lovelace" });

  const dialog = await expectDialog(page, FIELDS_MISSING_DIALOG);
  await closeDialog(dialog);
  expect(backend.calls).toEqual([]);
  // The first empty field gets the focus back.
  await expect(textbox(form, "Phone number")).toBeFocused();
  await expect(textbox(form, "Full name")).toHaveValue("Ada Lovelace");
});

for (const { label, value, message } of [
  { label: "Email", value: "1ada@example.com", message: "The email must not start with numbers" },
  { label: "Phone number", value: "305555012", message: "The phone number must be 10 digits" },
  {
    label: "Full name",
    value: "Ada L0velace",
    message: "It doesn't have valid characters for a name",
  },
] as const) {
  test(`format failure of ${label}: 'Error!' shows "${message}"`, async ({ page, backend }) => {
    const form = contactForm(page);
    await send(form, "Send", { ...CONTACT_ENTRIES, [label]: value });

    const dialog = await expectDialog(page, {
      title: "Error!",
      text: message,
      button: "I am going to change it",
    });
    await closeDialog(dialog);
    expect(backend.calls).toEqual([]);
    await expect(textbox(form, label)).toBeFocused();
  });
}

test("success: the relay gets the entries, 'Message sent!', then home with session storage cleared", async ({
  page,
  backend,
}) => {
  await seedSessionStorage(page);
  const form = contactForm(page);
  await send(form, "Send", CONTACT_ENTRIES);

  const dialog = await expectDialog(page, {
    title: "Message sent!",
    text: "One our representatives will contact you shortly",
    button: "OK",
  });
  expect(backend.calls).toHaveLength(1);
  const fields = await relayFields(backend.onlyCallTo("incoming"));
  expect(fields.website).toBe(E2E_BUILD_ENV.VITE_SITE_DOMAIN);
  expect(fields.token).toBe(E2E_BUILD_ENV.VITE_RELAY_TOKEN);
  for (const entry of ["Ada Lovelace", "3055550123", "ada@example.com", "Please call me back"]) {
    expect(fields.message).toContain(entry);
  }
  // Trimmed before sending.
  expect(fields.message).not.toContain("  Ada");

  await closeDialog(dialog);
  await expectHomePage(page);
  // The home page stores its own section again; everything of the visit before is gone.
  expect((await sessionStorageKeys(page)).filter((key) => key !== "section")).toEqual([]);
});

for (const { situation, reply, dialog } of [
  {
    situation: "a reply other than the success text",
    reply: { body: "Message queued." },
    dialog: { title: "Error", text: "Error in the server. Try again, please", button: "OK" },
  },
  {
    situation: "HTTP 500",
    reply: { status: 500, body: "Internal Server Error" },
    dialog: { title: "Error", text: "Error in the server. Try again, please", button: "OK" },
  },
  {
    situation: "a network failure",
    reply: NETWORK_FAILURE,
    dialog: {
      title: "Error",
      text: "Error sending contact email. Please, try again",
      button: "OK",
    },
  },
] satisfies { situation: string; reply: Reply; dialog: object }[]) {
  test(`${situation}: '${dialog.title}' says "${dialog.text}" and everything typed is kept`, async ({
    page,
    backend,
    consoleExpectations,
  }) => {
    consoleExpectations.allowFailedCalls("incoming");
    backend.answer("incoming", reply);
    const form = contactForm(page);
    await send(form, "Send", CONTACT_ENTRIES);

    await closeDialog(await expectDialog(page, dialog));
    await expect(page).toHaveURL("/contact");
    expect(await fieldValues(form, CONTACT_LABELS)).toEqual(CONTACT_ENTRIES);
    // The captcha stays solved, so the visitor can send again at once.
    await expect(button(form, "Send")).toBeEnabled();
    expect(backend.callsTo("incoming")).toHaveLength(1);
  });
}
