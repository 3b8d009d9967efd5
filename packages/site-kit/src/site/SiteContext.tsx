// One site, resolved once from its configuration, its build's variables and its locale's catalogues, and handed to
// every page through React context (`useSite()`), on the server and in the browser alike.
import {
  createContent,
  type PolicyTexts,
  type SiteContent,
  type SiteTexts,
} from "@membership/content";
import type { FormsCatalogue } from "@membership/forms/react";
import type { UiTexts } from "@membership/ui";
import { createContext, type ReactNode, useContext } from "react";
import type { SiteServices, SiteServicesConfig } from "../forms/services.js";
import { createPageTable, type PageTable } from "./pageTable.js";
import { type SiteData, withPageTexts } from "./resolveSite.js";
import type { SiteArt } from "./siteArt.js";

/** A self-hosted font face, its file already given a URL by the build. */
export interface FontFace {
  family: string;
  url: string;
  weight?: string;
  style?: string;
}

/** What the build hands the app: the site's data, its locale's catalogues, its logo and fonts. */
export interface SiteInput extends SiteData {
  texts: SiteTexts;
  /** The policy pages' texts, loaded only where they are shown. */
  loadPolicyTexts(): Promise<PolicyTexts>;
  /** The logo's SVG markup, or null. */
  logo: string | null;
  fonts: readonly FontFace[];
  /** The illustrations, drawn by the build. */
  art: SiteArt;
  /** The ui components' labels in the pages' language. */
  uiTexts: UiTexts;
  /** The forms' catalogue in the pages' language, loaded only where a form is shown. */
  loadFormsTexts(): Promise<FormsCatalogue>;
}

/** The site its pages read: what the build handed the app, with its content, page table and services built. */
export interface Site extends Omit<SiteInput, "pages"> {
  content: SiteContent;
  /** The catalogue the content was built from (with the site's own pages' texts). */
  texts: SiteTexts;
  pages: PageTable;
  services: SiteServices;
  /** The forms' catalogue once loaded (the routes wait for loadFormsTexts before a page with a form renders); throws before. */
  loadedFormsTexts(): FormsCatalogue;
  /** The policy pages' texts once loaded (the routes wait for loadPolicyTexts before a policy page renders), else null. */
  loadedPolicyTexts(): PolicyTexts | null;
}

/** The api client's code (and its encryption) loads with the first call: only the form pages carry it. */
function lazyServices(config: SiteServicesConfig): SiteServices {
  let services: Promise<SiteServices> | undefined;
  const loaded = () => {
    services ??= import("../forms/services.js").then((module) => module.createSiteServices(config));
    return services;
  };
  return {
    sendRelayMessage: async (message) => (await loaded()).sendRelayMessage(message),
    postCancellationRecord: async (record) => (await loaded()).postCancellationRecord(record),
    submitPayment: async (order, planType) => (await loaded()).submitPayment(order, planType),
  };
}

/** `load` run once, its result kept for reading once it has come in (`loaded()`: null before). */
function loadOnce<T>(load: () => Promise<T>): { load(): Promise<T>; loaded(): T | null } {
  let loading: Promise<T> | undefined;
  let loaded: T | null = null;
  return {
    load: () => {
      loading ??= load().then((value) => {
        loaded = value;
        return value;
      });
      return loading;
    },
    loaded: () => loaded,
  };
}

/** The site its pages read (`useSite`), from the data the build hands the bundle. */
export function assembleSite(input: SiteInput): Site {
  const { config, deployment, payment } = input;
  const texts = withPageTexts(input.texts, input.pages);
  const formsTexts = loadOnce(input.loadFormsTexts);
  const policyTexts = loadOnce(input.loadPolicyTexts);
  return {
    ...input,
    content: createContent(config, texts),
    texts,
    pages: createPageTable(input.pages),
    services: lazyServices({
      api: deployment.api,
      siteDomain: config.siteDomain,
      trial: config.trial,
      ...(payment ? { merchantId: payment.merchantId, productId: payment.productId } : {}),
    }),
    loadFormsTexts: formsTexts.load,
    loadedFormsTexts: () => {
      const catalogue = formsTexts.loaded();
      if (!catalogue) throw new Error("A form rendered before the forms' texts loaded");
      return catalogue;
    },
    loadPolicyTexts: policyTexts.load,
    loadedPolicyTexts: policyTexts.loaded,
  };
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site being rendered: its configuration, texts, theme, pages and services. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs a <SiteProvider> around the app.");
  return site;
}
