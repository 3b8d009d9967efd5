// Cancel-service journey (spec §4, §7, §8): the relay e-mail, then the cancellation record, whose failure is only logged.

import { E2E_BUILD_ENV } from "./e2eEnv.ts";
import { jsonBody, NETWORK_FAILURE, relayFields } from "./journeys/backend.ts";
import { expect, expectHomePage, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  button,
  CANCELLATION_ENTRIES,
  cancellationForm,
  closeDialog,
  expectDialog,
  FIELDS_MISSING_DIALOG,
  fieldValues,
  seedSessionStorage,
  send,
  sessionStorageKeys,
  VISITOR,
} from "./journeys/forms.ts";

const SENT_DIALOG = {
  title: "The cancellation was sent",
  text: "One of our advisors will contact you soon.",
  button: "OK",
} as const;

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/cancel-service");
});

test("Send is disabled until the captcha is solved; missing fields get 'Error!'", async ({
  page,
  backend,
}) => {
  const form = cancellationForm(page);
  await expect(button(form, "Send")).toBeDisabled();
  await send(form, "Send", { "Order ID": VISITOR.orderId });

  await closeDialog(await expectDialog(page, FIELDS_MISSING_DIALOG));
  expect(backend.calls).toEqual([]);
});

test("success: the e-mail, then the record with motivo and web_url, then home with session storage cleared", async ({
  page,
  backend,
}) => {
  await seedSessionStorage(page);
  const form = cancellationForm(page);
  await send(form, "Send", CANCELLATION_ENTRIES);

  const dialog = await expectDialog(page, SENT_DIALOG);
  expect(backend.calls.map((call) => call.endpoint)).toEqual(["incoming", "cancelAgmProduct"]);
  const record = backend.onlyCallTo("cancelAgmProduct");
  const relayed = await relayFields(backend.onlyCallTo("incoming"));
  expect(relayed.website).toBe(E2E_BUILD_ENV.VITE_SITE_DOMAIN);
  expect(relayed.token).toBe(E2E_BUILD_ENV.VITE_RELAY_TOKEN);
  for (const entry of Object.values(CANCELLATION_ENTRIES)) expect(relayed.message).toContain(entry);
  expect(record.contentType).toContain("application/json");
  // The page's form has no captcha token to send: the record carries none.
  expect(jsonBody(record)).toEqual({
    orderId: VISITOR.orderId,
    phoneNumber: VISITOR.phoneNumber,
    email: VISITOR.email,
    motivo: VISITOR.reason,
    message: VISITOR.message,
    web_url: E2E_BUILD_ENV.VITE_SITE_DOMAIN,
  });

  await closeDialog(dialog);
  await expectHomePage(page);
  expect((await sessionStorageKeys(page)).filter((key) => key !== "section")).toEqual([]);
});

for (const situation of ["HTTP 500", "a network failure"] as const) {
  test(`a failed record (${situation}) is only logged: the visitor still sees success`, async ({
    page,
    backend,
    consoleExpectations,
  }) => {
    consoleExpectations.allowFailedCalls("cancelAgmProduct");
    consoleExpectations.expect("warning", /^The cancellation record was not saved/);
    backend.answer(
      "cancelAgmProduct",
      situation === "HTTP 500" ? { status: 500, body: "Server error" } : NETWORK_FAILURE,
    );
    const form = cancellationForm(page);
    await send(form, "Send", CANCELLATION_ENTRIES);

    await closeDialog(await expectDialog(page, SENT_DIALOG));
    expect(backend.calls.map((call) => call.endpoint)).toEqual(["incoming", "cancelAgmProduct"]);
    await expect(page).toHaveURL("/");
  });
}

for (const { situation, reply, text } of [
  {
    situation: "the cancellation e-mail fails",
    reply: NETWORK_FAILURE,
    text: "Error sending the cancellation email. Please, try again",
  },
  {
    situation: "the relay answers HTTP 500",
    reply: { status: 500, body: "Internal Server Error" },
    text: "Error in the server. Try again, please",
  },
] as const) {
  test(`${situation}: 'Error' says "${text}", no record is posted, everything typed is kept`, async ({
    page,
    backend,
    consoleExpectations,
  }) => {
    consoleExpectations.allowFailedCalls("incoming");
    backend.answer("incoming", reply);
    const form = cancellationForm(page);
    await send(form, "Send", CANCELLATION_ENTRIES);

    await closeDialog(await expectDialog(page, { title: "Error", text, button: "OK" }));
    expect(backend.calls.map((call) => call.endpoint)).toEqual(["incoming"]);
    await expect(page).toHaveURL("/cancel-service");
    expect(await fieldValues(form, Object.keys(CANCELLATION_ENTRIES))).toEqual(
      CANCELLATION_ENTRIES,
    );
  });
}
