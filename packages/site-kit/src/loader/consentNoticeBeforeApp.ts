// The consent notice before the app (ADR 0008, as the drawer): the prerender's two views, from their templates, shown
// and answered here, so that a first visit to a brand that asks loads no app to ask. The app takes over one still open.
// The entry of such a brand loads it; the Global Privacy Control's notice is the app's.
import {
  keepNoticeBlockSize,
  NOTICE_ALLOWS_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICE_OPENS_CHOICES_ATTRIBUTE,
} from "@membership/ui";
import { saveConsent } from "../site/consent.js";
import {
  CONSENT_NOTICE_GLOBAL,
  CONSENT_NOTICE_TEMPLATE_IDS,
  type ConsentNoticeBeforeApp,
  type ConsentNoticeHandover,
  type ConsentNoticeView,
} from "./consentNoticeHandover.js";

/** A selector of a control of the notice, as the app's notice renders it too: inside the notice, never a page's form. */
function controlSelector(control: Element): string | null {
  const allows = control.getAttribute(NOTICE_ALLOWS_ATTRIBUTE);
  const inNotice = (selector: string) => `[${NOTICE_ATTRIBUTE}] ${selector}`;
  if (allows !== null) return inNotice(`[${NOTICE_ALLOWS_ATTRIBUTE}="${CSS.escape(allows)}"]`);
  if (control.hasAttribute(NOTICE_OPENS_CHOICES_ATTRIBUTE))
    return inNotice(`[${NOTICE_OPENS_CHOICES_ATTRIBUTE}]`);
  if (control instanceof HTMLInputElement)
    return inNotice(`input[name="${CSS.escape(control.name)}"]`);
  if (control instanceof HTMLButtonElement && control.type === "submit")
    return inNotice('button[type="submit"]');
  return null;
}

/** Shows the notice's ask view, unless the app shows the notice already. */
export function showConsentNotice(): void {
  const slot = window as unknown as Record<string, ConsentNoticeHandover | undefined>;
  if (slot[CONSENT_NOTICE_GLOBAL]) return;
  let notice: HTMLElement | null = null;
  let view: ConsentNoticeView = "ask";
  let answered = false;
  // Where the focus came into the notice from, to give it back as the answer removes the notice.
  let cameFrom: HTMLElement | null = null;
  // Its height on the root while it shows, as the app's notice keeps it (for the floating button).
  let stopKeepingSize = () => {};
  const close = () => {
    stopKeepingSize();
    notice?.remove();
    notice = null;
  };
  const answer = (allowed: string[]) => {
    if (notice?.contains(document.activeElement) && cameFrom?.isConnected) cameFrom.focus();
    close();
    answered = true;
    saveConsent(allowed);
  };
  const show = (shown: ConsentNoticeView) => {
    const template = document.getElementById(CONSENT_NOTICE_TEMPLATE_IDS[shown]);
    const panel =
      template instanceof HTMLTemplateElement
        ? template.content.firstElementChild?.cloneNode(true)
        : null;
    if (!(panel instanceof HTMLElement)) return;
    panel.addEventListener("focusin", (event) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !panel.contains(from)) cameFrom = from;
    });
    panel.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      const allows = button?.getAttribute(NOTICE_ALLOWS_ATTRIBUTE);
      if (allows != null) answer(allows.split(" ").filter(Boolean));
      else if (button?.hasAttribute(NOTICE_OPENS_CHOICES_ATTRIBUTE)) {
        // The choices replace the buttons: the focus goes on to the first checkbox.
        show("choose");
        notice?.querySelector("input")?.focus();
      }
    });
    panel.addEventListener("submit", (event) => {
      event.preventDefault();
      answer(
        [...panel.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked")].map(
          (box) => box.name,
        ),
      );
    });
    stopKeepingSize();
    if (notice) notice.replaceWith(panel);
    else document.body.append(panel);
    notice = panel;
    view = shown;
    stopKeepingSize = keepNoticeBlockSize(panel);
  };
  slot[CONSENT_NOTICE_GLOBAL] = {
    takeOver(): ConsentNoticeBeforeApp {
      if (answered) return { state: "answered" };
      if (!notice) return { state: "none" };
      const active = document.activeElement;
      const open = {
        state: "open" as const,
        view,
        allowed: [...notice.querySelectorAll<HTMLInputElement>("input:checked")].map(
          (box) => box.name,
        ),
        focused: active && notice.contains(active) ? controlSelector(active) : null,
      };
      close();
      return open;
    },
  };
  show("ask");
}
