import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "./chromium.js";
import { readPrerendered } from "./prerendered.js";

/** A Spanish price page as the prerender writes it: its head's links, the switch in the bar and the menu. */
const SPANISH_PRICE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Precios | Willow</title>
    <link rel="canonical" href="https://willow.example/es/price" />
    <link rel="alternate" hreflang="en-US" href="https://willow.example/price" />
    <link rel="alternate" hreflang="es-US" href="https://willow.example/es/price" />
    <link rel="alternate" hreflang="x-default" href="https://willow.example/price" />
    <script type="module" crossorigin src="/assets/entry-a1.js"></script>
    <template id="page-chunks"><link rel="modulepreload" crossorigin href="/assets/es-US-b2.js" /><link rel="modulepreload" crossorigin href="/assets/PricePage-c3.js" /></template>
  </head>
  <body>
    <header>
      <nav aria-label="Principal"><ul><li><a href="/es/price">PRECIOS</a></li><li><a href="/price" hrefLang="en-US" lang="en-US">English</a></li></ul></nav>
      <dialog aria-label="Menú"><nav><ul><li><a href="/price" hrefLang="en-US" lang="en-US">English</a></li></ul></nav></dialog>
    </header>
    <main><h1>Precios</h1></main>
  </body>
</html>`;

// Chromium takes seconds on a busy 2-core machine: the limit is the walk's, not vitest's 5 s.
describe("readPrerendered", { timeout: 60_000 }, () => {
  let browser: Browser;
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
    server = createServer((_, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(SPANISH_PRICE);
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
  });

  it("reads the page's language, canonical URL, alternates, switch and scripts before any script runs", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const prerendered = await readPrerendered(page, origin, "/es/price");
    await page.close();
    expect(prerendered).toMatchObject({
      path: "/es/price",
      status: 200,
      lang: "es",
      canonical: "https://willow.example/es/price",
      alternates: [
        { hreflang: "en-US", href: "https://willow.example/price" },
        { hreflang: "es-US", href: "https://willow.example/es/price" },
        { hreflang: "x-default", href: "https://willow.example/price" },
      ],
      switches: [
        { href: "/price", hreflang: "en-US", lang: "en-US", label: "English", inMenu: false },
        { href: "/price", hreflang: "en-US", lang: "en-US", label: "English", inMenu: true },
      ],
      entries: ["/assets/entry-a1.js"],
      preloads: ["/assets/es-US-b2.js", "/assets/PricePage-c3.js"],
    });
    expect(prerendered.texts).toContain("Precios");
  });
});
