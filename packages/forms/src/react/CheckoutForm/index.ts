export type { CheckoutFormTexts } from "../shared/texts.js";
export type { AcceptedCard } from "./CardNumberDetails.js";
export {
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutPlan,
} from "./CheckoutForm.js";
