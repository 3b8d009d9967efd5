import { describe, expect, it } from "vitest";
import { chunkImports, foreignInScripts, type PageScripts, scriptsOfPages } from "./scripts.js";
import { carriedTextFinder } from "./untranslated.js";

// A build as Vite writes one with two languages: an entry that starts one language's app by the path, each app with
// its forms' texts on demand, and the pages they share with the floating dialog on demand.
const BUILD: Record<string, string> = {
  "/assets/entry-a1.js":
    'import{t as n}from"./preload-helper-b2.js";var u=[[`/es`,()=>n(()=>import(`./es-US-app.js`),[])]];' +
    "c(u?u[1]:()=>n(()=>import(`./en-US-app.js`),[]));",
  "/assets/preload-helper-b2.js": "export const t=(load)=>load();",
  "/assets/en-US-app.js":
    'import{r}from"./pages-c3.js";const forms=()=>import("./en-US-forms.js");',
  "/assets/es-US-app.js":
    'import{r}from"./pages-c3.js";const forms=()=>import("./es-US-forms.js");',
  "/assets/pages-c3.js":
    "const dialog=()=>import(`./FloatingCancelDialog-d4.js`);var k={36:`Home`};",
  "/assets/FloatingCancelDialog-d4.js": "export default function Dialog(){}",
  "/assets/en-US-forms.js": "var e={email:{empty:`Email cannot be empty`}};export{e as t};",
  "/assets/es-US-forms.js": "var e={email:{empty:`Ingrese su correo electrónico`}};export{e as t};",
};
const read = async (file: string) => {
  const source = BUILD[file];
  if (source === undefined) throw new Error(`no ${file} in the build`);
  return source;
};
const pageIn = (app: string): PageScripts => ({
  entries: ["/assets/entry-a1.js"],
  preloads: [app, "/assets/pages-c3.js"],
});
const spanishPage = pageIn("/assets/es-US-app.js");

describe("chunkImports", () => {
  it("reads a chunk's imports, at once and on demand, as URL paths", () => {
    const source =
      'import{a}from"./x-1.js";import"./side-2.js";const l=()=>import(`./lazy-3.js`);' +
      "import { b } from '../shared/y-4.js';";
    expect(chunkImports("/assets/entry.js", source)).toEqual([
      { file: "/assets/x-1.js", onDemand: false },
      { file: "/assets/side-2.js", onDemand: false },
      { file: "/assets/lazy-3.js", onDemand: true },
      { file: "/shared/y-4.js", onDemand: false },
    ]);
  });
});

describe("scriptsOfPages", () => {
  it("follows a Spanish page's app and all it loads on demand, and not the English app", async () => {
    expect([...(await scriptsOfPages([spanishPage], read))].sort()).toEqual([
      "/assets/FloatingCancelDialog-d4.js",
      "/assets/entry-a1.js",
      "/assets/es-US-app.js",
      "/assets/es-US-forms.js",
      "/assets/pages-c3.js",
      "/assets/preload-helper-b2.js",
    ]);
  });
});

describe("foreignInScripts", () => {
  const english = [{ email: { empty: "Email cannot be empty" }, nav: { home: "Home" } }];
  const spanish = [{ email: { empty: "Ingrese su correo electrónico" }, nav: { home: "Inicio" } }];
  const carried = carriedTextFinder(english, spanish);

  it("finds none in the scripts of a Spanish page", async () => {
    const files = await scriptsOfPages([spanishPage], read);
    expect(await foreignInScripts(files, read, carried)).toEqual([]);
  });

  it("names the script that brings English texts to a Spanish page", async () => {
    // A Spanish page that preloads the English app, as a wrong chunk split would make it.
    const files = await scriptsOfPages([spanishPage, pageIn("/assets/en-US-app.js")], read);
    expect(await foreignInScripts(files, read, carried)).toEqual([
      { file: "/assets/en-US-forms.js", texts: ["Email cannot be empty"] },
    ]);
  });
});
