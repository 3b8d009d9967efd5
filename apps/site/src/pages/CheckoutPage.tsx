// Checkout: a neutral shell in the prerendered HTML, the chosen plan after hydration (forms come in a later phase).
import { sitePageById } from "./sitePages.ts";
import { useCheckoutPlan } from "./useCheckoutPlan.ts";

export function CheckoutPage() {
  const plan = useCheckoutPlan();
  const page = sitePageById("checkout");
  return (
    <article>
      <h1>{page.heading}</h1>
      {plan ? (
        <section aria-label="Selected plan">
          <h2>{plan.subscriptionType}</h2>
          <p>
            Trial {plan.subscriptionTrialPrice}, then {plan.subscriptionPrice} monthly
          </p>
        </section>
      ) : (
        <p aria-busy="true">Loading your plan…</p>
      )}
    </article>
  );
}
