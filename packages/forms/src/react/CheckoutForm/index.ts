export {
  type AcceptedCard,
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutFormTexts,
  defaultCheckoutFormTexts,
  SLOW_PAYMENT_NOTICE_MS,
} from "./CheckoutForm.js";
