// A page as the server sends it, before any script runs: its language, texts, canonical URL, hreflang alternates,
// language switch and the scripts it starts.
import type { Page } from "playwright-core";
import { pageTexts } from "./untranslated.js";

/** A `<link rel="alternate" hreflang>` of the head. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** A link of the header's language switch. */
export interface SwitchLink {
  href: string;
  hreflang: string;
  lang: string;
  label: string;
  /** In the phone menu's drawer, not the bar. */
  inMenu: boolean;
}

export interface PageLinks {
  lang: string | null;
  canonical: string | null;
  alternates: Alternate[];
  switches: SwitchLink[];
  /** The URL paths of its entry scripts (a module script, or the one its inline loader requests). */
  entries: string[];
  /** The URL paths of the chunks it preloads once painted (`<template id="page-chunks">`). */
  preloads: string[];
}

export interface PrerenderedPage extends PageLinks {
  /** The path requested, with its tree's prefix ("/es/price"). */
  path: string;
  status: number | undefined;
  /** Everything a visitor or their tools read (pageTexts). */
  texts: string;
}

/** The page's language, links and scripts, read in the page: self-contained, so Playwright can run it there. */
export function pageLinks(): PageLinks {
  const attribute = (element: Element, name: string) => element.getAttribute(name) ?? "";
  const template = document.getElementById("page-chunks");
  const preloaded = template instanceof HTMLTemplateElement ? template.content : null;
  return {
    lang: document.documentElement.getAttribute("lang"),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
      hreflang: attribute(link, "hreflang"),
      href: attribute(link, "href"),
    })),
    switches: [...document.querySelectorAll("header a[hreflang]")].map((link) => ({
      href: attribute(link, "href"),
      hreflang: attribute(link, "hreflang"),
      lang: attribute(link, "lang"),
      label: (link.textContent ?? "").trim(),
      // The menu is the drawer: a <dialog> (ui's SideDrawer), or any element with the dialog role.
      inMenu: link.closest('dialog, [role="dialog"]') !== null,
    })),
    // The module script in the head, or the one the inline loader requests (its data-entry).
    entries: [...document.querySelectorAll('script[type="module"][src], script[data-entry]')].map(
      (script) => attribute(script, script.hasAttribute("data-entry") ? "data-entry" : "src"),
    ),
    preloads: [...(preloaded?.querySelectorAll('link[rel="modulepreload"]') ?? [])].map((link) =>
      attribute(link, "href"),
    ),
  };
}

/** Opens `path` in a page without JavaScript and reads it as prerendered. */
export async function readPrerendered(
  page: Page,
  origin: string,
  path: string,
): Promise<PrerenderedPage> {
  const response = await page.goto(new URL(path, origin).href);
  return {
    path,
    status: response?.status(),
    texts: await page.evaluate(pageTexts),
    ...(await page.evaluate(pageLinks)),
  };
}
