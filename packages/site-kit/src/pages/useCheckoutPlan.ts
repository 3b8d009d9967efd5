// The checkout guard: the configured plan the visitor chose, and a move to "/" whenever the visitor is on the
// checkout without one.
import type { Plan } from "@membership/content";
import { useContext, useEffect } from "react";
import { useNavigate } from "react-router";
import { ShownPlanContext } from "../app/ShownPlanContext.js";
import { withoutPrefix } from "../site/locale.js";
import { normalizePathname, PAYMENT_PAGE_ID } from "../site/pageTable.js";
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
  const navigate = useNavigate();
  const knownTypes = config.plans.map((plan) => plan.type);
  const stored = useStoredPlan(knownTypes, useContext(ShownPlanContext));
  const plan = stored ? (content.plans.byType(stored.subscriptionType) ?? null) : null;
  const checkoutPath = pages.pathOf(PAYMENT_PAGE_ID);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan types change only with the configuration.
  useEffect(() => {
    if (plan) return;
    const leaveWithoutPlan = () => {
      // The rendered plan is null while hydrating: only storage itself says there is none.
      const here = withoutPrefix(window.location.pathname, languages.prefix);
      const onCheckout = normalizePathname(here) === checkoutPath;
      if (onCheckout && !readProduct(knownTypes)) navigate("/", { replace: true });
    };
    leaveWithoutPlan();
    window.addEventListener("popstate", leaveWithoutPlan);
    return () => window.removeEventListener("popstate", leaveWithoutPlan);
  }, [plan, navigate, checkoutPath, languages.prefix]);

  return plan;
}
