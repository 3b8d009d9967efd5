// The checkout guard: the stored plan after hydration, or a redirect to "/" when there is none.
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { readProduct, type StoredPlan } from "../storage.ts";

/**
 * null while the plan is being read (always on the server and in the prerendered HTML) and while
 * redirecting; the plan once read. Storage is read only after hydration, so the HTML never redirects.
 */
export function useCheckoutPlan(): StoredPlan | null {
  const navigate = useNavigate();
  const { key: arrival } = useLocation();
  const [plan, setPlan] = useState<StoredPlan | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every arrival re-reads storage, also a Back onto a page that stayed mounted while the next one loaded.
  useEffect(() => {
    const stored = readProduct();
    if (stored) {
      setPlan(stored);
    } else {
      navigate("/", { replace: true });
    }
  }, [navigate, arrival]);

  return plan;
}
