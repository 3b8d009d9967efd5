// The payment page's form in its HTML (ADR 0008): #root shows the page without a plan, templates after it hold each
// plan's checkout form, and an inline script puts the stored plan's in place before the first paint (no frame ever
// shows a form of another plan). The app hydrates that form as it is, so it loads only when the visitor reaches for it.
// `showStoredPlanForm` is written into the page as text: it uses nothing from outside its own body.
import { escapeHtml } from "../site/html.js";
import { compact } from "./pageLoader.js";

/** The attribute of the checkout's form slot and of each plan's template: the plan type, "" for no plan. */
export const PLAN_FORM_ATTRIBUTE = "data-plan-form";

/** The plan type of the form the HTML shows, or null when it shows none (no plan stored, or none the script knew). */
export function shownPlanForm(): string | null {
  const slot = document.getElementById("root")?.querySelector(`[${PLAN_FORM_ATTRIBUTE}]`);
  return slot?.getAttribute(PLAN_FORM_ATTRIBUTE) || null;
}

interface PlanFormSettings {
  attribute: string;
  /** The session storage key, and the cookie, of the plan chosen with Buy. */
  productKey: string;
  planCookie: string;
}

/**
 * Puts the stored plan's form in the checkout's slot, from its template; with no plan or one it has no form for, the
 * slot keeps the page without a plan (the app judges what is stored).
 */
export function showStoredPlanForm({ attribute, productKey, planCookie }: PlanFormSettings): void {
  const templates = [...document.querySelectorAll(`template[${attribute}]`)];
  const slot = document.getElementById("root")?.querySelector(`[${attribute}]`);
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(productKey);
  } catch {}
  if (text === null) {
    const cookie = document.cookie.split("; ").find((item) => item.startsWith(`${planCookie}=`));
    if (cookie) text = decodeURIComponent(cookie.slice(planCookie.length + 1));
  }
  let type: unknown = null;
  try {
    type = JSON.parse(text ?? "null")?.subscriptionType;
  } catch {}
  const template = templates.find((candidate) => candidate.getAttribute(attribute) === type);
  if (slot && template instanceof HTMLTemplateElement) slot.replaceWith(template.content);
  for (const template of templates) template.remove();
}

/** The script's text, the same in every build of this kit version: its CSP hash is stable. */
export function planFormScriptText(productKey: string, planCookie: string): string {
  const settings: PlanFormSettings = { attribute: PLAN_FORM_ATTRIBUTE, productKey, planCookie };
  return `(${compact(showStoredPlanForm)})(${JSON.stringify(settings)});`;
}

/** One plan's rendered form: the slot element of that plan's render of the page, as HTML. */
export interface PlanForm {
  type: string;
  html: string;
}

/** How the slot element showing `type`'s form starts in a page's HTML (React escapes the value as this does). */
export function planFormStart(type: string): string {
  return `<div ${PLAN_FORM_ATTRIBUTE}="${escapeHtml(type)}"`;
}

/** Each plan's form in its template, for after #root, and the script that puts the stored plan's in place. */
export function planFormsHtml(planForms: readonly PlanForm[], scriptText: string): string {
  if (planForms.length === 0) return "";
  const templates = planForms.map(
    ({ type, html }) =>
      `\n    <template ${PLAN_FORM_ATTRIBUTE}="${escapeHtml(type)}">${html}</template>`,
  );
  return `${templates.join("")}\n    <script>${scriptText}</script>`;
}

/** The slot element (`<div data-plan-form="TYPE">…</div>`) in a page's HTML, which React writes well-formed. */
export function planFormHtml(pageHtml: string, type: string): string {
  const start = pageHtml.indexOf(planFormStart(type));
  if (start < 0) throw new Error(`The checkout's render has no form for the plan "${type}"`);
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(pageHtml); match; match = tags.exec(pageHtml)) {
    depth += match[0] === "</div>" ? -1 : 1;
    if (depth === 0) return pageHtml.slice(start, tags.lastIndex);
  }
  throw new Error(`The checkout's form for the plan "${type}" never closes`);
}

/** Each plan's template in a page's HTML: its type (as escaped) and its form. */
const planTemplates = () =>
  new RegExp(`<template ${PLAN_FORM_ATTRIBUTE}="([^"]*)">([\\s\\S]*?)</template>`, "g");

/** The plans the payment page's HTML has a form for, in its order: the plans the site sells. */
export function planFormTypes(html: string): string[] {
  return [...html.matchAll(planTemplates())].map(([, type = ""]) => type);
}

/** The payment page's HTML as its script leaves it with `type` stored: that plan's form in the slot, no templates. */
export function withPlanFormShown(html: string, type: string): string {
  const form = [...html.matchAll(planTemplates())].find(
    (match) => match[1] === escapeHtml(type),
  )?.[2];
  const page = html.replace(planTemplates(), "");
  if (form === undefined) return page;
  // The page's own slot holds the page without a plan.
  return page.replace(planFormHtml(page, ""), () => form);
}
