export {
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutFormTexts,
  defaultCheckoutFormTexts,
} from "./CheckoutForm.js";
