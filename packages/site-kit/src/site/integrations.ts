// The site's third parties, declared once: the definition's `integrations` with the chat and the captcha its variables
// name. Each page's Content-Security-Policy, the payment page's inventory and the entry's loader are derived from it.
import type { DeploymentEnv } from "../config/env.js";
import type { LocalizedText } from "../config/localized.js";
import type { IntegrationDefinition } from "../config/schema/integrations.js";
import {
  CAPTCHA_INTEGRATION_ID,
  CHAT_INTEGRATION_ID,
  EVENTS_INTEGRATION_ID,
  EVERY_PAGE,
  EVERY_PAGE_BUT_PAYMENT,
  type IntegrationLoad,
  type IntegrationPages,
  SOURCE_KINDS,
  type SourceKind,
} from "./integrationKinds.js";
import { httpOrigin } from "./integrationScripts.js";
import { PAYMENT_PAGE_ID } from "./kitPages.js";
import { RECAPTCHA_FRAME_SOURCES, RECAPTCHA_SCRIPT_SOURCES } from "./recaptchaSources.js";

/** A third party of the site: a declared one with the kit's defaults in place, or one of the kit's own. */
export interface Integration
  extends Omit<IntegrationDefinition, "origins" | "pages" | "loads" | "data"> {
  /** Where it reaches besides its script's URL, by kind: origins ("https://x.example") or URL prefixes. */
  origins: Partial<Record<SourceKind, readonly string[]>>;
  pages: IntegrationPages;
  loads: IntegrationLoad;
  /** What it collects, in a few words, for the privacy notice; none for the kit's own. */
  data?: LocalizedText;
}

/**
 * What the app knows of an integration, in the pages' language: what the notices say of it, and for one loaded by a
 * click, its script and pages.
 */
export type IntegrationSummary = Pick<
  Integration,
  "id" | "purpose" | "consent" | "pages" | "loads" | "script"
> & { data?: string; label?: string };

/** The variables the kit's own integrations come from: the chat's script URL, the captcha's key, the events' collector. */
export type IntegrationVariables = Pick<
  DeploymentEnv,
  "chatScriptUrl" | "sandboxCaptcha" | "eventsEndpoint"
>;

/**
 * The site's integrations: the declared ones with the kit's defaults, and the chat and the captcha of the variables.
 * VITE_CHAT_SCRIPT_URL, when set, is the script of the declared chat (its other origins kept), or a chat of its own.
 */
export function siteIntegrations(
  declared: readonly IntegrationDefinition[] | undefined,
  variables: IntegrationVariables,
): Integration[] {
  const list = (declared ?? []).map(
    ({ origins = {}, pages = EVERY_PAGE_BUT_PAYMENT, loads = "start", ...entry }): Integration => ({
      ...entry,
      origins,
      pages,
      loads,
    }),
  );
  if (!variables.sandboxCaptcha) {
    list.push({
      id: CAPTCHA_INTEGRATION_ID,
      purpose: "captcha",
      // The forms' reCAPTCHA loads it: no script of the entry's.
      origins: { script: RECAPTCHA_SCRIPT_SOURCES, frame: RECAPTCHA_FRAME_SOURCES },
      consent: "necessary",
      pages: EVERY_PAGE,
      loads: "start",
    });
  }
  const chatOrigin = httpOrigin(variables.chatScriptUrl);
  if (chatOrigin !== null) {
    const declaredChat = list.findIndex((entry) => entry.purpose === "chat");
    const chat = list[declaredChat];
    if (chat) list[declaredChat] = { ...chat, script: variables.chatScriptUrl };
    else {
      list.push({
        id: CHAT_INTEGRATION_ID,
        purpose: "chat",
        script: variables.chatScriptUrl,
        // A chat widget talks to, and frames its UI from, the origin of its script.
        origins: { connect: [chatOrigin], frame: [chatOrigin] },
        consent: "functional",
        pages: EVERY_PAGE_BUT_PAYMENT,
        loads: "start",
      });
    }
  }
  const eventsOrigin = httpOrigin(variables.eventsEndpoint);
  if (eventsOrigin !== null) {
    list.push({
      id: EVENTS_INTEGRATION_ID,
      purpose: "analytics",
      // The kit's own beacons (no script): counts that identify no one, on the payment page too (purchase outcomes).
      origins: { connect: [eventsOrigin] },
      consent: "necessary",
      pages: EVERY_PAGE,
      loads: "start",
    });
  }
  // A chat declared for VITE_CHAT_SCRIPT_URL, which this build leaves empty, is not on the site.
  return list.filter(
    (entry) =>
      entry.script !== undefined ||
      entry.id === CAPTCHA_INTEGRATION_ID ||
      entry.id === EVENTS_INTEGRATION_ID,
  );
}

/** Whether the integration runs on the page with this id. */
export function runsOnPage(integration: Pick<Integration, "pages">, pageId: string): boolean {
  const { pages } = integration;
  if (pages === EVERY_PAGE) return true;
  if (pages === EVERY_PAGE_BUT_PAYMENT) return pageId !== PAYMENT_PAGE_ID;
  return pages.includes(pageId);
}

/**
 * The third parties of the hosting policy's two CSPs: those on any page but the payment page, and the payment page's.
 * `pageIds`: every page of the site.
 */
export function integrationsOfPolicy(
  integrations: readonly Integration[],
  pageIds: readonly string[],
): { integrations: Integration[]; paymentPageIntegrations: Integration[] } {
  return {
    integrations: integrations.filter((entry) =>
      pageIds.some((id) => id !== PAYMENT_PAGE_ID && runsOnPage(entry, id)),
    ),
    paymentPageIntegrations: integrations.filter((entry) => runsOnPage(entry, PAYMENT_PAGE_ID)),
  };
}

/** The CSP sources the integrations need, by kind: each script's origin and every declared origin, once. */
export function sourcesByKind(integrations: readonly Integration[]): Record<SourceKind, string[]> {
  const sources = Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, new Set<string>()]));
  for (const integration of integrations) {
    const scriptOrigin = integration.script ? httpOrigin(integration.script) : null;
    if (scriptOrigin) sources.script?.add(scriptOrigin);
    for (const kind of SOURCE_KINDS) {
      for (const source of integration.origins[kind] ?? []) sources[kind]?.add(source);
    }
  }
  return Object.fromEntries(
    SOURCE_KINDS.map((kind) => [kind, [...(sources[kind] ?? [])]]),
  ) as Record<SourceKind, string[]>;
}
