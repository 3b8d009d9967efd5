import { describe, expect, it, vi } from "vitest";
import {
  CHAT_SCRIPT_MARKER,
  type ChatDocument,
  type ChatWindow,
  injectChatScript,
  isLoadableChatUrl,
  scheduleChatWidget,
} from "./chat.js";

const CHAT_URL = "https://chat.example.test/widget.js";

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
      selector === `script[${CHAT_SCRIPT_MARKER}]`
        ? (headScripts.find((script) => script.attributes.has(CHAT_SCRIPT_MARKER)) ?? null)
        : null,
  } as unknown as ChatDocument;

  const window: ChatWindow = {
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
          requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
          cancelIdleCallback: (id: number) => {
            idleCallbacks.splice(id - 1, 1);
          },
        }
      : {}),
  };

  return {
    window,
    headScripts,
    fireLoad: () => loadListener?.(),
    runIdle: () => {
      for (const callback of idleCallbacks.splice(0)) callback();
    },
    runTimeouts: () => {
      for (const handler of timeouts.splice(0)) handler();
    },
  };
}

describe("scheduleChatWidget", () => {
  it("adds nothing at all when the URL is empty", () => {
    const browser = fakeBrowser("complete");
    scheduleChatWidget("", browser.window);
    browser.fireLoad();
    browser.runIdle();
    browser.runTimeouts();
    expect(browser.headScripts).toEqual([]);
  });

  it("waits for the load event and then for an idle moment", () => {
    const browser = fakeBrowser("interactive");
    scheduleChatWidget(CHAT_URL, browser.window);
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
    scheduleChatWidget(CHAT_URL, browser.window);
    expect(browser.headScripts).toHaveLength(0);
    browser.runIdle();
    expect(browser.headScripts.map((script) => script.src)).toEqual([CHAT_URL]);
  });

  it("falls back to a timeout where requestIdleCallback is missing", () => {
    const browser = fakeBrowser("complete", false);
    scheduleChatWidget(CHAT_URL, browser.window);
    browser.runTimeouts();
    expect(browser.headScripts).toHaveLength(1);
  });

  it("adds the script once even when scheduled twice", () => {
    const browser = fakeBrowser("complete");
    scheduleChatWidget(CHAT_URL, browser.window);
    scheduleChatWidget(CHAT_URL, browser.window);
    browser.runIdle();
    expect(browser.headScripts).toHaveLength(1);
  });

  it("adds nothing when cancelled before the page loaded", () => {
    const browser = fakeBrowser("loading");
    const cancel = scheduleChatWidget(CHAT_URL, browser.window);
    cancel();
    browser.fireLoad();
    browser.runIdle();
    expect(browser.headScripts).toHaveLength(0);
  });

  it("adds nothing and warns when the URL is not http(s)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const browser = fakeBrowser("complete");
    scheduleChatWidget("javascript:alert(1)", browser.window);
    browser.runIdle();
    browser.runTimeouts();
    expect(browser.headScripts).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("injectChatScript", () => {
  it("marks the tag so a later call can see it", () => {
    const browser = fakeBrowser("complete");
    const script = injectChatScript(CHAT_URL, browser.window.document);
    expect(script).not.toBeNull();
    expect(injectChatScript(CHAT_URL, browser.window.document)).toBeNull();
    expect(browser.headScripts).toHaveLength(1);
  });
});

describe("isLoadableChatUrl", () => {
  it.each([
    [CHAT_URL, true],
    ["http://127.0.0.1:4317/__test/chat.js", true],
    ["/relative/chat.js", false],
    ["javascript:alert(1)", false],
    ["data:text/javascript,alert(1)", false],
    ["not a url", false],
  ])("%s is loadable: %s", (url, loadable) => {
    expect(isLoadableChatUrl(url)).toBe(loadable);
  });
});
