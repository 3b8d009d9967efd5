// The checkout guard: the stored plan as it is now, and a move to "/" whenever the visitor is on /checkout without one.
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { normalizePathname } from "../navigation.ts";
import { CHECKOUT_PATH, readProduct, type StoredPlan } from "../storage.ts";
import { useStoredPlan } from "../useStored.ts";

/**
 * null on the server, while hydrating and once the plan is gone (the page then shows no form); the plan otherwise.
 * The redirect also listens to the browser's history itself: a Back onto this page while it stayed mounted during a
 * pending navigation changes nothing the router shows, so nothing else would run.
 */
export function useCheckoutPlan(): StoredPlan | null {
  const navigate = useNavigate();
  const plan = useStoredPlan();

  useEffect(() => {
    if (plan) return;
    const leaveWithoutPlan = () => {
      // The rendered plan is null while hydrating: only storage itself says there is none.
      const onCheckout = normalizePathname(window.location.pathname) === CHECKOUT_PATH;
      if (onCheckout && !readProduct()) navigate("/", { replace: true });
    };
    leaveWithoutPlan();
    window.addEventListener("popstate", leaveWithoutPlan);
    return () => window.removeEventListener("popstate", leaveWithoutPlan);
  }, [plan, navigate]);

  return plan;
}
