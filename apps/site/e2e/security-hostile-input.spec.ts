// Hostile input in every field of every form: shown as text, nothing runs, nothing crashes, and the calls carry it without breaking their format.
import { normalizeCardNumber, normalizeExpiry, normalizePhone } from "@membership/forms";
import {
  HOSTILE_FLAG,
  HOSTILE_SAMPLES,
  readRelayMessage,
  visibleText,
} from "@membership/test-fixtures/hostile-text";
import type { Locator, Page } from "@playwright/test";
import { decryptPaymentOrder, jsonBody, relayFields } from "./journeys/backend.ts";
import { expect, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  cancellationForm,
  checkoutEntries,
  contactForm,
  expectDialog,
  fillFields,
  openCheckoutWithPlan,
  openFloatingDialog,
  send,
  VISITOR,
} from "./journeys/forms.ts";

/** Every sample at once, one per line: markup, 10,000 characters, emoji, right-to-left, control characters. */
const EVERYTHING = Object.values(HOSTILE_SAMPLES).join("\n");
/** Passes the name rule: letters of right-to-left scripts. */
const RTL_NAME = "مرحبا שלום";
/** Passes the e-mail rule while carrying markup. */
const MARKUP_EMAIL = `<svg/onload=window.${HOSTILE_FLAG}=1>@evil.example`;

interface HostileForm {
  name: string;
  open(page: Page): Promise<Locator>;
  textFields: readonly string[];
}

const hostileForms: HostileForm[] = [
  {
    name: "contact",
    open: async (page) => {
      await gotoHydrated(page, "/contact");
      return contactForm(page);
    },
    textFields: ["Full name", "Phone number", "Email", "Message"],
  },
  {
    name: "cancellation page",
    open: async (page) => {
      await gotoHydrated(page, "/cancel-service");
      return cancellationForm(page);
    },
    textFields: ["Order ID", "Phone number", "Email", "Message"],
  },
  {
    name: "floating cancel dialog",
    open: openFloatingDialog,
    textFields: ["Order ID", "Phone number", "Email", "Message (optional)"],
  },
  {
    name: "checkout",
    open: openCheckoutWithPlan,
    textFields: Object.keys(checkoutEntries()).filter((label) => label !== "State"),
  },
];

/** Fails on any alert/confirm/prompt the page opens. */
function refuseDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
  return opened;
}

async function expectNothingRan(page: Page, opened: readonly string[]): Promise<void> {
  const { ran, markup } = await page.evaluate(
    (flag) => ({
      ran: flag in window,
      // Markup typed by the visitor never becomes elements.
      markup: document.querySelectorAll('img[src="x"], [onerror], svg[onload]').length,
    }),
    HOSTILE_FLAG,
  );
  expect(ran).toBe(false);
  expect(opened).toEqual([]);
  expect(markup).toBe(0);
}

/** The fields that take formatted input (issue 14), by label: the formatting they remove, and only that. */
const TAKEN_AS: Readonly<Record<string, (typed: string) => string>> = {
  "Card number": normalizeCardNumber,
  "Expiration date": (typed) => normalizeExpiry(typed),
  "Phone number": normalizePhone,
};

/**
 * What a bare element of each kind holds when `text` is typed into it (the browser's own handling, such as line breaks
 * turned into spaces in single-line inputs), typed the same way as into the form's fields.
 */
async function bareValues(scope: Locator, kinds: readonly string[], text: string) {
  await scope.evaluate((scopeElement, elementKinds) => {
    for (const [index, kind] of elementKinds.entries()) {
      const [tag = "input", type] = kind.split(":");
      const probe = document.createElement(tag) as HTMLInputElement;
      if (type) probe.type = type;
      probe.setAttribute("data-hostile-probe", String(index));
      probe.setAttribute("aria-label", `probe ${index}`);
      scopeElement.append(probe);
    }
  }, kinds);
  for (const index of kinds.keys())
    await scope.locator(`[data-hostile-probe="${index}"]`).fill(text);
  const values = await scope.evaluate((scopeElement) => {
    const probes = [...scopeElement.querySelectorAll<HTMLInputElement>("[data-hostile-probe]")];
    for (const probe of probes) probe.remove();
    return probes.map((probe) => probe.value);
  });
  return new Map(kinds.map((kind, index) => [kind, values[index] ?? ""]));
}

/**
 * Whether a field holds what a bare element of its kind holds, less the formatting the field is documented to remove
 * and what its length limit cuts: the site adds, escapes and drops nothing else.
 */
function holdsAsTyped(
  field: { label: string; value: string; maxLength: number },
  bareValue: string,
): boolean {
  const taken = TAKEN_AS[field.label]?.(bareValue) ?? bareValue;
  // A length limit (the CVV's 4) cuts the text short, and does nothing else.
  return field.maxLength >= 0 && field.maxLength < taken.length
    ? field.value.length > 0 && taken.startsWith(field.value)
    : field.value === taken;
}

for (const { name, open, textFields } of hostileForms) {
  test(`${name}: every hostile sample typed into every field stays text, and nothing runs`, async ({
    page,
  }) => {
    test.slow();
    const opened = refuseDialogs(page);
    const form = await open(page);
    const fields = textFields.map((label) =>
      form.getByRole("textbox", { name: label, exact: true }),
    );
    // Read in one round trip per sample: the fields by their ids, found once by their labels.
    const ids = await Promise.all(fields.map((field) => field.evaluate((element) => element.id)));
    expect(ids.every((id) => id !== "")).toBe(true);
    const read = () =>
      form.evaluate(
        (scopeElement, fieldIds) =>
          fieldIds.map((id) => {
            const element = scopeElement.querySelector<HTMLInputElement | HTMLTextAreaElement>(
              `[id="${id}"]`,
            );
            if (!element) throw new Error(`no field #${id}`);
            const kind =
              element instanceof HTMLInputElement
                ? `input:${element.type}`
                : element.tagName.toLowerCase();
            return { kind, value: element.value, maxLength: element.maxLength };
          }),
        ids,
      );
    const kinds = [...new Set((await read()).map(({ kind }) => kind))];
    for (const [sampleName, sample] of Object.entries(HOSTILE_SAMPLES)) {
      for (const field of fields) await field.fill(sample);
      const bare = await bareValues(form, kinds, sample);
      for (const [index, field] of (await read()).entries()) {
        const label = textFields[index] ?? "";
        expect(
          holdsAsTyped({ label, ...field }, bare.get(field.kind) ?? ""),
          `${label} holds the ${sampleName} sample`,
        ).toBe(true);
      }
      await expectNothingRan(page, opened);
    }
    // Pasted into a single-line field, line breaks do not survive; the words do.
    const singleLine = form.getByRole("textbox", { name: textFields[0], exact: true });
    await singleLine.fill("");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate((text) => navigator.clipboard.writeText(text), HOSTILE_SAMPLES.newlines);
    await singleLine.focus();
    await page.keyboard.press("ControlOrMeta+V");
    const pasted = await singleLine.inputValue();
    expect(pasted).not.toMatch(/[\r\n]/);
    expect(visibleText(pasted).replace(/ /g, "")).toBe(
      visibleText(HOSTILE_SAMPLES.newlines).replace(/ /g, ""),
    );
    await expectNothingRan(page, opened);
  });
}

/** The value sent for an entry, in the same terms the visitor's text is compared in. */
function sameVisibleText(sent: string | undefined, typed: string): void {
  expect(visibleText(sent ?? "")).toBe(visibleText(typed));
}

test("contact: the relay message carries hostile entries, each under its own label", async ({
  page,
  backend,
}) => {
  const opened = refuseDialogs(page);
  await gotoHydrated(page, "/contact");
  const form = contactForm(page);
  const entries = {
    "Full name": RTL_NAME,
    "Phone number": VISITOR.phoneNumber,
    Email: MARKUP_EMAIL,
    Message: EVERYTHING,
  };
  await send(form, "Send", entries);
  await expectDialog(page, {
    title: "Message sent!",
    text: "One our representatives will contact you shortly",
    button: "OK",
  });

  const { message } = await relayFields(backend.onlyCallTo("incoming"));
  const read = readRelayMessage(message ?? "");
  expect(read.title).toBe("Contact request");
  expect(read.entries.map(([label]) => label)).toEqual([
    "Full name",
    "Phone number",
    "Email",
    "Message",
  ]);
  Object.values(entries).forEach((typed, index) => {
    sameVisibleText(read.entries[index]?.[1], typed);
  });
  await expectNothingRan(page, opened);
});

test("cancellation page: the relay message and the record carry hostile entries intact", async ({
  page,
  backend,
}) => {
  const opened = refuseDialogs(page);
  await gotoHydrated(page, "/cancel-service");
  const form = cancellationForm(page);
  const orderId = `${HOSTILE_SAMPLES.emoji} ${HOSTILE_SAMPLES.rightToLeft}`;
  await fillFields(form, {
    "Order ID": orderId,
    "Phone number": VISITOR.phoneNumber,
    Email: MARKUP_EMAIL,
    "Reason for cancellation": VISITOR.reason,
    Message: EVERYTHING,
  });
  await send(form, "Send");
  await expectDialog(page, {
    title: "The cancellation was sent",
    text: "One of our advisors will contact you soon.",
    button: "OK",
  });

  const read = readRelayMessage((await relayFields(backend.onlyCallTo("incoming"))).message ?? "");
  expect(read.entries).toHaveLength(5);
  sameVisibleText(read.entries[0]?.[1], orderId);
  sameVisibleText(read.entries[2]?.[1], MARKUP_EMAIL);
  sameVisibleText(read.entries[4]?.[1], EVERYTHING);
  const record = jsonBody(backend.onlyCallTo("cancelAgmProduct"));
  expect(record).toMatchObject({ orderId: orderId.trim(), email: MARKUP_EMAIL });
  sameVisibleText(String(record.message), EVERYTHING);
  await expectNothingRan(page, opened);
});

test("floating dialog: the record carries a markup order id and a 10,000-character message", async ({
  page,
  backend,
}) => {
  const opened = refuseDialogs(page);
  const dialog = await openFloatingDialog(page);
  await fillFields(dialog, {
    "Order ID": HOSTILE_SAMPLES.imgOnerror,
    "Phone number": VISITOR.phoneNumber,
    Email: VISITOR.email,
    "Reason for cancellation": VISITOR.reason,
    "Message (optional)": EVERYTHING,
  });
  await send(dialog, "Send");
  await expectDialog(page, {
    title: "The cancellation was sent",
    text: "One of our advisors will contact you soon.",
    button: "OK",
  });
  const record = jsonBody(backend.onlyCallTo("cancelAgmProduct"));
  expect(record.orderId).toBe(HOSTILE_SAMPLES.imgOnerror);
  sameVisibleText(String(record.message), EVERYTHING);
  await expectNothingRan(page, opened);
});

test("checkout: hostile billing entries reach the order intact, and a hostile reply shows as text", async ({
  page,
  backend,
}) => {
  const opened = refuseDialogs(page);
  const form = await openCheckoutWithPlan(page);
  const reply = `${HOSTILE_SAMPLES.imgOnerror} Approved ${HOSTILE_SAMPLES.scriptTag}`;
  backend.answer("encryptionApi", {
    body: JSON.stringify({ ResponseCode: 200, ResponseData: reply }),
    contentType: "application/json",
  });
  await form.getByRole("checkbox", { name: /accept the terms and conditions/ }).check();
  await fillFields(form, {
    ...checkoutEntries(),
    "First name": RTL_NAME,
    Address: HOSTILE_SAMPLES.imgOnerror,
    "Address 2": HOSTILE_SAMPLES.rightToLeft,
    City: EVERYTHING,
    Email: MARKUP_EMAIL,
  });
  await send(form, "Purchase");
  const dialog = page.getByRole("dialog", { name: "Successful transaction", exact: true });
  await expect(dialog).toContainText(reply);

  const order = decryptPaymentOrder(backend.onlyCallTo("encryptionApi"));
  expect(order).toMatchObject({
    first_name: RTL_NAME,
    address: HOSTILE_SAMPLES.imgOnerror,
    apartment: HOSTILE_SAMPLES.rightToLeft,
    email: MARKUP_EMAIL,
  });
  // A single-line field keeps the words of every sample; the browser turns its line breaks into spaces.
  sameVisibleText(String(order.city), EVERYTHING.replace(/[\r\n]/g, " "));
  await expectNothingRan(page, opened);
});
