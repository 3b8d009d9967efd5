// `pnpm bench:journey`: a purchase on a phone (390×844, touch) in Debian's Chromium against the sandbox backend, typed
// key by key as visitors type. Builds the site with the sandbox configuration (the sandbox captcha) into a temporary
// folder, serves it with its production headers, and prints, per visitor, the keystrokes, taps and field errors met on
// the way from the Price page to the payment's dialog. A visitor corrects what the site refuses by retyping digits only.
// Exits 0 whatever the figures, 1 only when a journey could not be made.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startSandbox, testCheckoutEntries } from "@membership/sandbox";
import { buildSite } from "@membership/site-check";
import { SANDBOX_DEFAULTS } from "@membership/site-kit/config";
import { preview, type RunningPreview } from "@membership/site-kit/hosting";
import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import { chromium, type Locator, type Page } from "playwright";
import { printTable } from "./textTable.ts";

const siteDir = resolve(import.meta.dirname, "..");

interface Visitor {
  name: string;
  /** What the visitor types into each field, by its name. */
  typed: Readonly<Record<string, string>>;
}

const ENTRIES = testCheckoutEntries();

const VISITORS: readonly Visitor[] = [
  { name: "typical (digits as the hints show)", typed: ENTRIES },
  {
    name: "formatted (as printed and as autofill gives)",
    typed: {
      ...ENTRIES,
      cardNumber: ENTRIES.cardNumber.replace(/(\d{4})(?=\d)/g, "$1 "),
      expDate: ENTRIES.expDate.replace("-", "/"),
      phoneNumber: ENTRIES.phoneNumber.replace(/^(\d{3})(\d{3})/, "($1) $2-"),
    },
  },
];

/** What a visitor retypes when the site refuses a formatted value: its digits, with the dash the expiry hint asks. */
function correction(name: string, typed: string): string {
  const digits = typed.replace(/\D/g, "");
  return name === "expDate" ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

interface Figures {
  keystrokes: number;
  taps: number;
  /** Every "field: message" that became visible, once each. */
  errors: string[];
  /** The fields the visitor retyped after the site refused them. */
  corrected: string[];
  /** The title of every dialog met, in order. */
  dialogs: string[];
  seconds: number;
}

declare global {
  interface Window {
    __journeyErrors?: Set<string>;
  }
}

/** Records every field error a visitor sees: a control marked invalid and the text of its error line. */
function watchFieldErrors(): void {
  window.__journeyErrors = new Set();
  const record = () => {
    for (const control of document.querySelectorAll<HTMLInputElement>(
      "[aria-invalid='true'][name]",
    )) {
      for (const id of control.getAttribute("aria-describedby")?.split(" ") ?? []) {
        const text = id.endsWith("-error") ? document.getElementById(id)?.textContent?.trim() : "";
        if (text) window.__journeyErrors?.add(`${control.name}: ${text}`);
      }
    }
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["aria-invalid", "aria-describedby"],
  });
}

async function invalidFields(form: Locator): Promise<string[]> {
  return form
    .locator("[aria-invalid='true'][name]")
    .evaluateAll((controls) => controls.map((control) => (control as HTMLInputElement).name));
}

async function walk(page: Page, origin: string, visitor: Visitor): Promise<Figures> {
  const started = Date.now();
  let keystrokes = 0;
  let taps = 0;
  const corrected: string[] = [];
  const dialogs: string[] = [];
  const tap = async (target: Locator) => {
    await target.tap();
    taps += 1;
  };
  const type = async (text: string) => {
    await page.keyboard.type(text);
    keystrokes += text.length;
  };

  // The tap on Buy brings the app in, as it does for a visitor.
  await page.goto(new URL("/price", origin).href);
  await tap(page.locator("main article button").first());
  await page.waitForURL(/\/checkout$/);
  const form = page.locator("main form").first();
  await form.waitFor();

  // The controls in the order the visitor meets them on the page.
  const names = await form
    .locator("input[name], select[name], textarea[name]")
    .evaluateAll((controls) =>
      controls
        .filter((control) => (control as HTMLElement).offsetParent !== null)
        .map((control) => [(control as HTMLInputElement).name, (control as HTMLInputElement).type]),
    );
  for (const [name = "", kind] of names) {
    const control = form.locator(`[name="${name}"]`);
    if (kind === "checkbox") {
      await tap(control);
    } else if (kind === "select-one") {
      await tap(control);
      await control.selectOption({ label: visitor.typed[name] ?? "" });
      taps += 1;
    } else if (visitor.typed[name] !== undefined) {
      await tap(control);
      await type(visitor.typed[name]);
    }
  }

  const purchase = form.locator('button[type="submit"]');
  const dialog = page.getByRole("dialog");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tap(purchase);
    const shown = await dialog
      .waitFor({ timeout: 70_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) break;
    dialogs.push((await dialog.getByRole("heading").first().textContent())?.trim() ?? "");
    await tap(dialog.getByRole("button").first());
    await dialog.waitFor({ state: "hidden" });
    const invalid = new URL(page.url()).pathname === "/checkout" ? await invalidFields(form) : [];
    if (invalid.length === 0) break;
    for (const name of invalid) {
      const control = form.locator(`[name="${name}"]`);
      await tap(control);
      await control.fill("");
      taps += 1;
      await type(correction(name, visitor.typed[name] ?? ""));
      corrected.push(name);
    }
  }
  const errors = await page.evaluate(() => [...(window.__journeyErrors ?? [])]);
  return {
    keystrokes,
    taps,
    errors,
    corrected,
    dialogs,
    seconds: (Date.now() - started) / 1000,
  };
}

const work = await mkdtemp(join(tmpdir(), "site-journey-"));
const sandbox = await startSandbox({
  relayToken: SANDBOX_DEFAULTS.VITE_RELAY_TOKEN,
  encryptionKey: SANDBOX_DEFAULTS.VITE_PAYMENT_ENCRYPTION_KEY,
});
const browser = await chromium.launch(chromiumLaunchOptions);
let served: RunningPreview | undefined;
try {
  const outDir = join(work, "dist");
  await buildSite(siteDir, outDir, sandbox.origin);
  served = await preview({ siteDir, outDir, port: 0, host: "127.0.0.1" });
  const results: [Visitor, Figures][] = [];
  for (const visitor of VISITORS) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await context.addInitScript(watchFieldErrors);
    results.push([visitor, await walk(await context.newPage(), served.origin, visitor)]);
    await context.close();
  }
  console.info(
    "\nA purchase on a phone (390×844), Price page → Buy → checkout → the payment's dialog\n",
  );
  printTable(
    ["visitor", "keystrokes", "taps", "field errors", "fields retyped", "dialogs", "time"],
    results.map(([visitor, figures]) => [
      visitor.name,
      String(figures.keystrokes),
      String(figures.taps),
      String(figures.errors.length),
      figures.corrected.join(", ") || "none",
      figures.dialogs.join(" → "),
      `${figures.seconds.toFixed(1)} s`,
    ]),
  );
  for (const [visitor, figures] of results) {
    console.info(`\nField errors met by the ${visitor.name} visitor:`);
    for (const error of figures.errors) console.info(`  ${error}`);
    if (figures.errors.length === 0) console.info("  none");
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await served?.close();
  await browser.close();
  await sandbox.stop();
  await rm(work, { recursive: true, force: true });
}
