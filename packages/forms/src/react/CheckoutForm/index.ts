export { type CheckoutFormTexts, defaultCheckoutFormTexts } from "../shared/texts.js";
export type { AcceptedCard } from "./CardNumberDetails.js";
export {
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutPlan,
} from "./CheckoutForm.js";
export { SLOW_PAYMENT_NOTICE_MS } from "./useSlowPayment.js";
