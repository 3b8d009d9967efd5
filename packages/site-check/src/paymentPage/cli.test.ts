import { describe, expect, it } from "vitest";
import { parseCheckArguments } from "./cli.js";

describe("parseCheckArguments", () => {
  it.each([
    [
      ["https://www.example.com/checkout"],
      { origin: "https://www.example.com", record: null, settleMs: 5000 },
    ],
    [
      ["https://www.example.com", "--", "--record", "/tmp/release.json", "--settle-ms", "0"],
      { origin: "https://www.example.com", record: "/tmp/release.json", settleMs: 0 },
    ],
  ])("reads %j", (args, parsed) => {
    expect(parseCheckArguments(args)).toEqual(parsed);
  });

  it.each([
    [[]],
    [["www.example.com"]],
    [["https://www.example.com", "--record"]],
    [["https://www.example.com", "--settle-ms", "soon"]],
  ])("refuses %j", (args) => {
    expect(() => parseCheckArguments(args)).toThrow("usage:");
  });
});
