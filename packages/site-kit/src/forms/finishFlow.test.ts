import type { SubmitResult } from "@membership/forms";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../test/memoryStorage.js";
import { finishFlow } from "./finishFlow.js";

let session: MemoryStorage;
let local: MemoryStorage;

beforeEach(() => {
  session = new MemoryStorage();
  local = new MemoryStorage();
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("localStorage", local);
  session.setItem("subscription", '{"subscriptionType":"BASIC"}');
  session.setItem("section", "price");
  local.setItem("terms", "true");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = () => ({
  subscription: session.getItem("subscription"),
  section: session.getItem("section"),
  terms: local.getItem("terms"),
});

describe("finishFlow", () => {
  it.each([
    [
      "contact or cancel success",
      { clearStorage: ["session"], redirectTo: "/" },
      { subscription: null, section: null, terms: "true" },
      ["/"],
    ],
    [
      "checkout success",
      { clearStorage: ["terms", "plan", "session"], redirectTo: "/" },
      { subscription: null, section: null, terms: null },
      ["/"],
    ],
    [
      "floating dialog success",
      { clearStorage: [] },
      { subscription: '{"subscriptionType":"BASIC"}', section: "price", terms: "true" },
      [],
    ],
  ] satisfies [string, Pick<SubmitResult, "clearStorage" | "redirectTo">, object, string[]][])(
    "after a %s clears what the result lists and follows its redirect",
    (_situation, result, expectedStorage, expectedNavigations) => {
      const navigate = vi.fn();
      finishFlow(result, navigate);
      expect(stored()).toEqual(expectedStorage);
      expect(navigate.mock.calls.map(([to]) => to)).toEqual(expectedNavigations);
    },
  );

  it("still navigates when storage is blocked", () => {
    session.blocked = true;
    local.blocked = true;
    const navigate = vi.fn();
    finishFlow({ clearStorage: ["terms", "plan", "session"], redirectTo: "/" }, navigate);
    expect(navigate).toHaveBeenCalledWith("/");
  });
});
