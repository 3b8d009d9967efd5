// The framework-free part the React forms and site-kit share: card and input helpers, the flows' results and the
// checkout's payment input; React components live in "@membership/forms/react".
export { type CardType, cardType } from "./card.js";
export type { DialogCatalogue } from "./dialogs.js";
export {
  type Charge,
  type CheckoutOrder,
  type StorageArea,
  type SubmitResult,
  toPaymentInput,
} from "./flows.js";
export { normalizeCardNumber, normalizeExpiry, normalizePhone } from "./input.js";
export type { MessageOverrides } from "./messages.js";
export { type PendingOrder, type PendingOrderStore, parsePendingOrder } from "./pendingOrder.js";
export { type KeptCheckoutValues, keptCheckoutFields } from "./values.js";
