// PCI DSS 6.4.3 on /checkout, as a hostile chat widget from another origin would try it (chatSpy.ts): the payment page
// is a document of its own that runs no chat, answers with the strictest headers, pins every script by its hash, and
// no billing detail typed there is readable on any page of the tab.
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { CSP_REPORTS_PATH } from "@membership/api";
import { reachForPage } from "@membership/site-check";
import {
  createStaticServer,
  type HostingPolicy,
  hostingFiles,
  type PaymentPageRecord,
  sriOf,
} from "@membership/site-kit/hosting";
import { routeFakeRecaptcha, solveCaptcha } from "@membership/test-fixtures/fake-recaptcha";
import { test as base, type Page } from "@playwright/test";
import { chatFindings, routeChatSpy } from "./chatSpy.ts";
import { E2E_BUILD_ENV, E2E_CHAT_ORIGIN, E2E_CHAT_SCRIPT_URL } from "./e2eEnv.ts";
import { clickNavLink, PREMIUM_PLAN } from "./fixtures.ts";
import { decryptPaymentOrder, type FakeBackend } from "./journeys/backend.ts";
import { type ConsoleExpectations, expect, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  BILLING,
  button,
  buyFromPrice,
  CARD,
  checkoutEntries,
  checkoutForm,
  closeDialog,
  expectDialog,
  fillFields,
  purchase,
} from "./journeys/forms.ts";
import { startE2eSandbox } from "./journeys/sandbox.ts";

const DIST_DIR = resolve(import.meta.dirname, "..", "dist");
const COMMITTED_INVENTORY = resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "docs",
  "security",
  "script-inventory.md",
);

const chatLoads = (page: Page) =>
  page.evaluate(() => (window as { __chatWidgetLoads?: number }).__chatWidgetLoads ?? 0);

/** The chat spy has looked at this page at least once since `since` findings. */
async function chatHasLooked(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => chatFindings(page).some((finding) => JSON.parse(finding).page === path))
    .toBe(true);
}

test("Buy loads /checkout as a new document where no chat runs; no page of the tab reads what was typed there", async ({
  page,
}) => {
  await gotoHydrated(page, "/price");
  await expect.poll(() => chatLoads(page)).toBe(1);
  await chatHasLooked(page, "/price");
  await page.evaluate(() => {
    (window as { __documentOfPrice?: boolean }).__documentOfPrice = true;
  });
  await page
    .getByRole("article", { name: "PREMIUM", exact: true })
    .getByRole("button", { name: "Buy" })
    .click();
  await expect(page).toHaveURL("/checkout");
  const form = checkoutForm(page);
  await expect(form).toBeVisible();
  expect(await page.evaluate(() => "__documentOfPrice" in window), "a new document").toBe(false);

  await fillFields(form, checkoutEntries());
  // After a reload the billing details come back, and still no chat runs.
  await page.reload();
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(BILLING.email);
  await expect(page.locator(`script[src="${E2E_CHAT_SCRIPT_URL}"]`)).toHaveCount(0);
  expect(await chatLoads(page)).toBe(0);

  // The terms, in a new tab of the same visit: the chat runs there.
  const [terms] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: /terms and conditions/i }).click(),
  ]);
  await terms.waitForLoadState();
  await chatHasLooked(terms, new URL(terms.url()).pathname);
  await terms.close();

  // Another page of the tab, then Back onto the checkout and away again.
  await clickNavLink(page, "CONTACT");
  await expect(page).toHaveURL("/contact");
  await chatHasLooked(page, "/contact");
  await page.goBack();
  await expect(page).toHaveURL("/checkout");
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(BILLING.email);
  await page.goBack();
  await expect(page).toHaveURL("/price");
  await chatHasLooked(page, "/price");

  const findings = chatFindings(page).map((finding) => JSON.parse(finding) as { page: string });
  expect(findings.filter((finding) => finding.page === "/checkout")).toEqual([]);
  const everything = JSON.stringify(findings);
  for (const typed of [BILLING.email, BILLING.lastName, BILLING.phoneNumber, CARD.approved]) {
    expect(everything, `the chat read "${typed}"`).not.toContain(typed);
  }
});

test("after a reset connection, a reload and a second Purchase ask 'Purchase again?' before sending", async ({
  page,
  backend,
  consoleExpectations,
}) => {
  consoleExpectations.allowFailedCalls("encryptionApi");
  backend.answer("encryptionApi", { networkFailure: true });
  await buyFromPrice(page, "BASIC");
  const form = checkoutForm(page);
  await purchase(form);
  await closeDialog(
    await expectDialog(page, {
      title: "Error",
      text: "Your payment may still have gone through",
      button: "OK",
    }),
  );

  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "A payment of" })).toContainText(
    "A payment of $3.29 for BASIC with the card ending 1111, sent from this browser, may have gone through.",
  );
  // The pending order in storage holds no card number, expiry or CVV.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain(CARD.approved);
  expect(stored).toContain("1111");

  await fillFields(form, { "Card number": CARD.approved, CVV: CARD.cvv });
  await fillFields(form, { "Expiration date": checkoutEntries()["Expiration date"] ?? "" });
  await solveCaptcha(form);
  backend.answer("encryptionApi", {
    body: JSON.stringify({ ResponseCode: 200, ResponseData: "Approved. Test transaction 5120." }),
    contentType: "application/json",
  });
  await button(form, "Purchase").click();
  const ask = page.getByRole("dialog", { name: "Purchase again?" });
  await expect(ask).toBeVisible();
  expect(backend.callsTo("encryptionApi")).toHaveLength(1);
  await ask.getByRole("button", { name: "Purchase again", exact: true }).click();
  await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved. Test transaction 5120.",
    button: "OK",
  });
  expect(backend.callsTo("encryptionApi")).toHaveLength(2);
});

const APPROVED = {
  body: JSON.stringify({ ResponseCode: 200, ResponseData: "Approved. Test transaction 6001." }),
  contentType: "application/json",
} as const;
const SUCCESS = {
  title: "Successful transaction",
  text: "Approved. Test transaction 6001.",
  button: "OK",
};
const CHARGED_NOTICE =
  "A payment of $3.29 for BASIC with the card ending 1111 went through a few minutes ago, from this browser.";
const ASK_AFTER_A_CHARGE =
  "This plan was bought a few minutes ago from this browser, and the payment went through. Check your e-mail for its confirmation before you purchase again.";

/** Buys BASIC in `page` against the approving backend and leaves its success dialog open. */
async function buyBasic(page: Page): Promise<void> {
  await buyFromPrice(page, "BASIC");
  await purchase(checkoutForm(page));
  await expectDialog(page, SUCCESS);
}

/** The same plan's Purchase in `page`: it asks first, with the charged text, and nothing more is sent. */
async function expectAskedAfterTheCharge(page: Page, backend: FakeBackend) {
  await purchase(checkoutForm(page));
  await expect(page.getByRole("dialog", { name: "Purchase again?" })).toHaveAccessibleDescription(
    ASK_AFTER_A_CHARGE,
  );
  expect(backend.callsTo("encryptionApi")).toHaveLength(1);
}

test("a purchase in one tab: the same plan's checkout in a second tab says so at once, and its Purchase asks first (issue 37)", async ({
  page,
  backend,
}) => {
  backend.answer("encryptionApi", APPROVED);
  const second = await page.context().newPage();
  await Promise.all([routeChatSpy(second), routeFakeRecaptcha(second), backend.install(second)]);
  await buyFromPrice(second, "BASIC");
  // The visitor looks at the second tab's checkout: its app is in.
  await reachForPage(second);
  await buyBasic(page);

  // The other tab, open all along, learns of the charge from the storage every tab shares.
  await expect(second.getByRole("status").filter({ hasText: "went through" })).toContainText(
    CHARGED_NOTICE,
  );
  await expectAskedAfterTheCharge(second, backend);
});

test("a reload while the success dialog is still open shows the charge, and Purchase asks before a second one (issue 37)", async ({
  page,
  backend,
}) => {
  backend.answer("encryptionApi", APPROVED);
  await buyBasic(page);
  await page.reload();
  await reachForPage(page);
  await expect(page.getByRole("status").filter({ hasText: "went through" })).toContainText(
    CHARGED_NOTICE,
  );
  await expectAskedAfterTheCharge(page, backend);
});

test("with local storage blocked, the checkout says so, and after a reload the retry carries the first order's key (issue 37)", async ({
  page,
  backend,
  consoleExpectations,
}) => {
  consoleExpectations.allowFailedCalls("encryptionApi");
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage)
        throw new DOMException("The storage is blocked.", "SecurityError");
      setItem.call(this, key, value);
    };
  });
  backend.answer("encryptionApi", { networkFailure: true });
  await buyFromPrice(page, "BASIC");
  await reachForPage(page);
  const form = checkoutForm(page);
  const blocked = page.getByText(
    "This browser does not let the site keep a note of your order: if this page reloads, it cannot warn you about a payment already sent.",
  );
  await expect(blocked).toBeVisible();
  await purchase(form);
  await closeDialog(
    await expectDialog(page, {
      title: "Error",
      text: "Your payment may still have gone through",
      button: "OK",
    }),
  );

  await page.reload();
  await reachForPage(page);
  await expect(page.getByRole("status").filter({ hasText: "A payment of" })).toContainText(
    "A payment of $3.29 for BASIC with the card ending 1111, sent from this browser, may have gone through.",
  );
  await expect(blocked).toBeVisible();
  backend.answer("encryptionApi", APPROVED);
  await purchase(form);
  await page
    .getByRole("dialog", { name: "Purchase again?" })
    .getByRole("button", { name: "Purchase again", exact: true })
    .click();
  await expectDialog(page, SUCCESS);
  const [first, retry] = backend.callsTo("encryptionApi").map((call) => decryptPaymentOrder(call));
  expect(retry?.idempotency_key).toBe(first?.idempotency_key);
});

/**
 * What the browser logs around a refusal the test provokes: the 404 answer itself, which under /checkout/ comes with
 * the payment page's CSP and runs none of its inline scripts (it paints, no more), and the CSP report it cannot send.
 */
function allowRefusalNoise(consoleExpectations: ConsoleExpectations): void {
  consoleExpectations.allow(
    "error",
    /^Failed to load resource: the server responded with a status of 404/,
  );
  consoleExpectations.allow(
    "error",
    /^Executing inline script violates the following Content Security Policy/,
  );
  consoleExpectations.allow(
    "error",
    /^Failed to load resource: net::ERR_CONNECTION_REFUSED/,
    `${E2E_BUILD_ENV.VITE_API_HOST}${CSP_REPORTS_PATH}`,
  );
}

/** Every path at or under the payment page a script on another page may aim a frame or a window at. */
const PAYMENT_PAGE_SURROUNDS = [
  "/checkout",
  "/checkout/",
  "/checkout/x",
  "/checkout.html",
  "/es/checkout",
  "/es/checkout/x",
];

test("a script on another page reads nothing kept for the payment page through a frame or a window it opens at or under /checkout/ (issue 37)", async ({
  page,
  consoleExpectations,
}) => {
  await buyFromPrice(page, "BASIC");
  await reachForPage(page);
  await fillFields(checkoutForm(page), { Email: BILLING.email });
  // The billing values are kept, under a key only the payment page's paths can read.
  await expect
    .poll(async () =>
      (await page.context().cookies()).some(({ name }) => name.startsWith("checkoutKey_")),
    )
    .toBe(true);

  // The site's pages frame none of their own (frame-src); this page of the origin has no CSP, as a page whose policy
  // let frames through would, so what stops the frames below is the payment page's own answers.
  const framer = `${new URL(page.url()).origin}/no-csp-framer`;
  await page.route(framer, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>framer</title>" }),
  );
  consoleExpectations.expect(
    "error",
    /directive: "frame-ancestors 'none'". The request has been blocked/,
  );
  allowRefusalNoise(consoleExpectations);
  await page.goto(framer);

  for (const path of PAYMENT_PAGE_SURROUNDS) {
    const framed = await page.evaluate(async (target) => {
      const frame = document.createElement("iframe");
      const loaded = new Promise((done) => frame.addEventListener("load", done, { once: true }));
      frame.src = target;
      document.body.append(frame);
      await loaded;
      try {
        const seen = frame.contentDocument;
        return seen ? `${seen.cookie} ${seen.body?.textContent ?? ""}` : null;
      } catch {
        return null;
      } finally {
        frame.remove();
      }
    }, path);
    expect(framed, `a frame of ${path}`).toBeNull();

    const [opened] = await Promise.all([
      page.context().waitForEvent("page"),
      page.evaluate((target) => {
        (window as { opened?: Window | null }).opened = window.open(target);
      }, path),
    ]);
    await opened.waitForLoadState();
    const read = await page.evaluate(() => {
      const { opened } = window as { opened?: Window | null };
      try {
        return `${opened?.document.cookie ?? ""} ${opened?.document.body?.textContent ?? ""}`;
      } catch {
        return null;
      }
    });
    expect(read ?? "", `a window opened at ${path}`).not.toMatch(/checkoutKey|BASIC|Not found/i);
    await opened.close();
  }
});

test("no chat is loaded at or under /checkout/, not even a 404 page there; the page beside it loads it (issue 37)", async ({
  page,
  consoleExpectations,
}) => {
  allowRefusalNoise(consoleExpectations);
  await page.clock.install();
  // The entry comes once the page has painted (a timer), and the chat after the load event and an idle period of at
  // most 3 s: with the entry fetched and run, and the clock past both, the chat is in or never will be.
  const chatTagsAt = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState("load");
    await page.clock.runFor(1000);
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(5000);
    return page.locator(`script[src="${E2E_CHAT_SCRIPT_URL}"]`).count();
  };
  expect(await chatTagsAt("/about-us")).toBe(1);
  await page.evaluate(() =>
    window.sessionStorage.setItem("subscription", JSON.stringify({ subscriptionType: "BASIC" })),
  );
  for (const path of PAYMENT_PAGE_SURROUNDS) expect(await chatTagsAt(path), path).toBe(0);
});

test("the committed script inventory is this build's: every script /checkout can run, with its hash", async () => {
  const built = await readFile(hostingFiles(DIST_DIR).scriptInventory, "utf8");
  const record: PaymentPageRecord = JSON.parse(
    await readFile(hostingFiles(DIST_DIR).paymentPageJson, "utf8"),
  );
  for (const script of record.scripts)
    expect(built).toContain(`| \`${script.path}\` | \`${script.integrity}\` |`);
  expect(
    await readFile(COMMITTED_INVENTORY, "utf8"),
    "docs/security/script-inventory.md is stale: run `pnpm inventory`",
  ).toBe(built);
});

// The probes below provoke refusals the browser logs: they run without the console guard.
const probe = base.extend({
  page: async ({ page }, use) => {
    await routeChatSpy(page);
    await routeFakeRecaptcha(page);
    await page.addInitScript((plan) => {
      window.sessionStorage.setItem("subscription", plan);
    }, JSON.stringify(PREMIUM_PLAN));
    await use(page);
  },
});

probe(
  "/checkout answers with the strictest headers, and its Trusted Types refuse HTML and foreign script URLs",
  async ({ page }) => {
    const response = await page.goto("/checkout");
    await reachForPage(page);
    const headers = response?.headers() ?? {};
    const csp = headers["content-security-policy"] ?? "";
    const directive = (name: string) =>
      csp
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .find(([found]) => found === name)
        ?.slice(1);
    expect(directive("script-src")).not.toContain(E2E_CHAT_ORIGIN);
    expect(directive("connect-src")).toEqual([E2E_BUILD_ENV.VITE_API_HOST]);
    expect(directive("frame-ancestors")).toEqual(["'none'"]);
    expect(directive("form-action")).toEqual(["'none'"]);
    expect(directive("require-trusted-types-for")).toEqual(["'script'"]);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cache-control"]).toBe("no-store");

    const attempts = await page.evaluate(() => {
      const attempt = (write: () => void) => {
        try {
          write();
          return "written";
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        html: attempt(() => {
          document.body.insertAdjacentHTML("beforeend", '<img src="x" onerror="window.__ran=1">');
        }),
        foreignScript: attempt(() => {
          document.createElement("script").src = "https://skimmer.example/card.js";
        }),
        ownScript: attempt(() => {
          document.createElement("script").src = "/assets/none.js";
        }),
      };
    });
    expect(attempts).toEqual({
      html: "TypeError",
      foreignScript: "TypeError",
      ownScript: "written",
    });
  },
);

probe(
  "every script of /checkout carries its sha384, and a changed file under its old name never runs",
  async ({ page }) => {
    const record: PaymentPageRecord = JSON.parse(
      await readFile(hostingFiles(DIST_DIR).paymentPageJson, "utf8"),
    );
    await page.goto("/checkout");
    await reachForPage(page);
    const pinned = await page.evaluate(() =>
      [...document.querySelectorAll("script[src], link[rel=modulepreload]")].map((element) => ({
        url: (element as HTMLScriptElement).src || (element as HTMLLinkElement).href,
        integrity: element.getAttribute("integrity"),
      })),
    );
    expect(pinned.length).toBeGreaterThan(3);
    for (const { url, integrity } of pinned) {
      const served = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(integrity, url).toBe(sriOf(served));
    }
    const importMap = await page.evaluate(
      () =>
        JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? "{}")
          .integrity as Record<string, string>,
    );
    // The map pins what the page can import beyond its tags; the record lists both, and no other page's chunk (the
    // payment page is a document of its own: another page is a page load away).
    const tagged = pinned.map(({ url, integrity }) => [new URL(url).pathname, integrity ?? ""]);
    for (const [path, integrity] of [...Object.entries(importMap), ...tagged]) {
      expect(record.scripts).toContainEqual(expect.objectContaining({ path, integrity }));
    }
    expect(Object.keys(importMap).length).toBeGreaterThan(10);
    const otherPages = record.scripts.filter(
      (script) =>
        /^The ".+" page\.$/.test(script.purpose) && script.purpose !== 'The "checkout" page.',
    );
    expect(otherPages).toEqual([]);

    // A chunk the page imports later (the forms' rules, on the first focus in the form), changed under its old name:
    // the browser refuses it.
    const lazyChunk = record.scripts.find((script) => script.path.includes("/rulesChunk-"));
    if (!lazyChunk) throw new Error("No rules chunk in the record");
    const importChunk = (path: string) =>
      page.evaluate(
        (url) =>
          import(url).then(
            () => "ran",
            () => "refused",
          ),
        path,
      );
    const untouched = record.scripts.find(
      (script) => script.purpose === "The policy pages' en-US texts.",
    );
    if (!untouched) throw new Error("No policy texts chunk in the record");
    expect(await importChunk(untouched.path)).toBe("ran");
    await page.route(`**${lazyChunk.path}`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({
        response: original,
        body: `${await original.text()}\nwindow.__skimmed = 1;`,
      });
    });
    expect(await importChunk(lazyChunk.path)).toBe("refused");
    expect(await page.evaluate(() => "__skimmed" in window)).toBe(false);
  },
);

probe(
  "a script the policy refuses is reported to the sandbox's collector, from any page and from /checkout",
  async ({ page }) => {
    const sandbox = await startE2eSandbox();
    const policy: HostingPolicy = JSON.parse(
      await readFile(hostingFiles(DIST_DIR).policyJson, "utf8"),
    );
    // The same build, its reports sent to this sandbox instead of the e2e build's API host.
    const toSandbox = (headers: Readonly<Record<string, string>>) =>
      Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [
          name,
          value.replaceAll(
            `${E2E_BUILD_ENV.VITE_API_HOST}${CSP_REPORTS_PATH}`,
            `${sandbox.origin}${CSP_REPORTS_PATH}`,
          ),
        ]),
      );
    const server = createStaticServer(DIST_DIR, {
      ...policy,
      securityHeaders: toSandbox(policy.securityHeaders),
      paymentPageHeaders: toSandbox(policy.paymentPageHeaders),
    });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/price", "/checkout"]) {
        await page.goto(origin + path);
        await reachForPage(page);
        await page.evaluate(() => {
          const skimmer = document.createElement("script");
          try {
            skimmer.src = "https://skimmer.example/card.js";
          } catch {
            // Refused by Trusted Types on /checkout: that refusal is what gets reported.
          }
          document.head.append(skimmer);
        });
      }
      await expect
        .poll(async () => {
          const reports = (await sandbox.outbox()).filter((entry) => entry.kind === "csp-report");
          return reports.map((entry) => JSON.stringify(entry.report));
        })
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/skimmer\.example/),
            expect.stringMatching(/require-trusted-types-for/),
          ]),
        );
    } finally {
      await new Promise((closed) => server.close(closed));
      await sandbox.stop();
    }
  },
);
