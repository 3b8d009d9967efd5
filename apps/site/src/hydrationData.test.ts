import { describe, expect, it } from "vitest";
import { render, serializeForScript } from "./entry-server.tsx";
import { HYDRATION_DATA_ID, readHydrationData } from "./hydrationData.ts";

/** A document holding one element's text, as the browser would parse the prerendered data block. */
function documentWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === HYDRATION_DATA_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

describe("the router's hydration data", () => {
  it("is a JSON data block, which the browser never executes", async () => {
    const { hydrationScript } = await render("/about-us");
    expect(hydrationScript).toMatch(
      new RegExp(`^<script type="application/json" id="${HYDRATION_DATA_ID}">`),
    );
  });

  it("reads back what the prerender wrote, markup in strings included", () => {
    const data = {
      loaderData: { "0": { note: "</script><script>alert(1)</script>" } },
      actionData: null,
      errors: null,
    };
    const block = serializeForScript(data);
    expect(block).not.toContain("</script>");
    expect(readHydrationData(documentWith(block))).toEqual(data);
  });

  it("is undefined without a block (the dev server's bare template)", () => {
    expect(readHydrationData(documentWith(null))).toBeUndefined();
  });
});
