import { describe, expect, it, vi } from "vitest";
import {
  isLoadableScriptUrl,
  runsAt,
  type ScriptWindow,
  scheduleScript,
} from "./integrationScripts.js";
import { INTEGRATION_SCRIPT_MARKER, injectScript, type ScriptDocument } from "./scriptTag.js";

const CHAT_URL = "https://chat.example.test/widget.js";
const CHAT = { id: "chat", script: CHAT_URL, loads: "start" } as const;

interface FakeScript {
  src: string;
  async: boolean;
  attributes: Map<string, string>;
  setAttribute(name: string, value: string): void;
}

/** Just enough of a document and window to watch script tags being added and callbacks being queued. */
function fakeBrowser(readyState: DocumentReadyState, withIdleCallback = true) {
  const headScripts: FakeScript[] = [];
  let loadListener: (() => void) | null = null;
  const idleCallbacks: (() => void)[] = [];
  const idleOptions: ({ timeout: number } | undefined)[] = [];
  const timeouts: (() => void)[] = [];

  const document = {
    readyState,
    head: { appendChild: (node: FakeScript) => headScripts.push(node) },
    createElement: () => {
      const attributes = new Map<string, string>();
      return {
        src: "",
        async: false,
        attributes,
        setAttribute: (n: string, v: string) => attributes.set(n, v),
      };
    },
    querySelector: (selector: string) =>
      headScripts.find(
        (script) =>
          selector ===
          `script[${INTEGRATION_SCRIPT_MARKER}="${script.attributes.get(INTEGRATION_SCRIPT_MARKER)}"]`,
      ) ?? null,
  } as unknown as ScriptDocument;

  const window: ScriptWindow = {
    document,
    addEventListener: (_type, listener) => {
      loadListener = listener;
    },
    removeEventListener: () => {
      loadListener = null;
    },
    setTimeout: (handler) => timeouts.push(handler),
    clearTimeout: (id) => {
      timeouts.splice(id - 1, 1);
    },
    ...(withIdleCallback
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
            idleOptions.push(options);
            return idleCallbacks.push(callback);
          },
          cancelIdleCallback: (id: number) => {
            idleCallbacks.splice(id - 1, 1);
          },
        }
      : {}),
  };

  return {
    window,
    headScripts,
    idleOptions,
    fireLoad: () => loadListener?.(),
    runIdle: () => {
      for (const callback of idleCallbacks.splice(0)) callback();
    },
    runTimeouts: () => {
      for (const handler of timeouts.splice(0)) handler();
    },
  };
}

describe("scheduleScript", () => {
  it("waits for the load event and then for an idle moment", () => {
    const browser = fakeBrowser("interactive");
    scheduleScript(CHAT, browser.window);
    browser.runIdle();
    expect(browser.headScripts).toHaveLength(0);

    browser.fireLoad();
    expect(browser.headScripts).toHaveLength(0);

    browser.runIdle();
    expect(browser.headScripts).toHaveLength(1);
    expect(browser.headScripts[0]?.src).toBe(CHAT_URL);
    expect(browser.headScripts[0]?.async).toBe(true);
  });

  it("only waits for idle when the page has already loaded", () => {
    const browser = fakeBrowser("complete");
    scheduleScript(CHAT, browser.window);
    expect(browser.headScripts).toHaveLength(0);
    browser.runIdle();
    expect(browser.headScripts.map((script) => script.src)).toEqual([CHAT_URL]);
  });

  it("falls back to a timeout where requestIdleCallback is missing", () => {
    const browser = fakeBrowser("complete", false);
    scheduleScript(CHAT, browser.window);
    browser.runTimeouts();
    expect(browser.headScripts).toHaveLength(1);
  });

  it("adds the script once even when scheduled twice", () => {
    const browser = fakeBrowser("complete");
    scheduleScript(CHAT, browser.window);
    scheduleScript(CHAT, browser.window);
    browser.runIdle();
    expect(browser.headScripts).toHaveLength(1);
  });

  it("waits at most 3 s for an idle moment at start, and as long as it takes when it loads idle", () => {
    const browser = fakeBrowser("complete");
    scheduleScript(CHAT, browser.window);
    scheduleScript({ id: "stats", script: CHAT_URL, loads: "idle" }, browser.window);
    expect(browser.idleOptions).toEqual([{ timeout: 3000 }, undefined]);
  });

  it("adds nothing when cancelled before the page loaded", () => {
    const browser = fakeBrowser("loading");
    const cancel = scheduleScript(CHAT, browser.window);
    cancel();
    browser.fireLoad();
    browser.runIdle();
    expect(browser.headScripts).toHaveLength(0);
  });

  it("adds nothing and warns when the URL is not http(s)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const browser = fakeBrowser("complete");
    scheduleScript({ ...CHAT, script: "javascript:alert(1)" }, browser.window);
    browser.runIdle();
    browser.runTimeouts();
    expect(browser.headScripts).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("injectScript", () => {
  it("marks the tag with its integration so a later call can see it, and adds another integration's", () => {
    const browser = fakeBrowser("complete");
    const script = injectScript("chat", CHAT_URL, browser.window.document);
    expect(script).not.toBeNull();
    expect(injectScript("chat", CHAT_URL, browser.window.document)).toBeNull();
    expect(
      injectScript("stats", "https://stats.example/s.js", browser.window.document),
    ).not.toBeNull();
    expect(browser.headScripts.map((tag) => tag.attributes.get(INTEGRATION_SCRIPT_MARKER))).toEqual(
      ["chat", "stats"],
    );
  });
});

describe("runsAt", () => {
  const butPayment = { ...CHAT, notAtOrUnder: ["/checkout", "/es/checkout"] };
  const listed = { ...CHAT, only: ["/price", "/es/price", "/", "/home"] };
  it.each([
    [CHAT, "/checkout", true, true],
    [butPayment, "/price", false, true],
    [butPayment, "/checkout", false, false],
    [butPayment, "/es/checkout/", false, false],
    [butPayment, "/checkout/x", false, false],
    // A 404 page under /checkout/ or the page that says it is the payment page.
    [butPayment, "/nowhere", true, false],
    [listed, "/price/", false, true],
    [listed, "/es/price", false, true],
    [listed, "/", false, true],
    [listed, "/contact", false, false],
  ] as const)("%j at %s (payment page: %s): %s", (entry, path, paymentPage, runs) => {
    expect(runsAt(entry, path, paymentPage)).toBe(runs);
  });
});

describe("isLoadableScriptUrl", () => {
  it.each([
    [CHAT_URL, true],
    ["http://127.0.0.1:4317/__test/chat.js", true],
    ["/relative/chat.js", false],
    ["javascript:alert(1)", false],
    ["data:text/javascript,alert(1)", false],
    ["not a url", false],
  ])("%s is loadable: %s", (url, loadable) => {
    expect(isLoadableScriptUrl(url)).toBe(loadable);
  });
});
