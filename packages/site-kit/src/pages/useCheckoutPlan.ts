// The checkout guard: the configured plan the visitor chose, and a move to "/" whenever the visitor is on the
// checkout without one, judged again when the page comes back from the back/forward cache.
import type { Plan } from "@membership/content";
import { useContext, useEffect, useRef, useState } from "react";
import { isReplacingDocument, replaceDocument } from "../app/paymentDocument.js";
import { ShownPlanContext } from "../app/ShownPlanContext.js";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import { withoutPrefix } from "../site/locale.js";
import { normalizePathname } from "../site/pathname.js";
import { useSite } from "../site/SiteContext.js";
import { readProduct } from "../site/storage.js";
import { useStoredPlan } from "../site/useStored.js";

/**
 * On the server and while hydrating, the plan whose form the HTML shows (or null); null once the plan is gone (the page
 * then shows no form); the stored plan otherwise.
 * The redirect also listens to the browser's history itself: a Back onto this page while it stayed mounted during a
 * pending navigation changes nothing the router shows, so nothing else would run.
 */
export function useCheckoutPlan(): Plan | null {
  const { content, config, pages, languages } = useSite();
  const knownTypes = config.plans.map((plan) => plan.type);
  const stored = useStoredPlan(knownTypes, useContext(ShownPlanContext));
  const storedPlan = stored ? (content.plans.byType(stored.subscriptionType) ?? null) : null;
  // A purchase clears the plan as the document is replaced: the page keeps its form on screen until the next one paints.
  const shown = useRef(storedPlan);
  if (storedPlan || !isReplacingDocument()) shown.current = storedPlan;
  const plan = shown.current;
  const checkoutPath = pages.pathOf(PAYMENT_PAGE_ID);
  const restored = useRestoredCount();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan types change only with the configuration.
  useEffect(() => {
    if (plan) return;
    const leaveWithoutPlan = () => {
      // The rendered plan is null while hydrating: only storage itself says there is none.
      const here = withoutPrefix(window.location.pathname, languages.prefix);
      const onCheckout = normalizePathname(here) === checkoutPath;
      if (onCheckout && !readProduct(knownTypes)) replaceDocument(`${languages.prefix}/`);
    };
    leaveWithoutPlan();
    window.addEventListener("popstate", leaveWithoutPlan);
    return () => window.removeEventListener("popstate", leaveWithoutPlan);
  }, [plan, checkoutPath, languages.prefix, restored]);

  return plan;
}

/** How many times the page came back from the back/forward cache: a render, and the guard judging storage again. */
function useRestoredCount(): number {
  const [restored, setRestored] = useState(0);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRestored((count) => count + 1);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  return restored;
}
