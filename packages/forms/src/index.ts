// The framework-free rules, schemas, flows and texts; React components live in "@membership/forms/react".
export { type CardType, cardType, formatCardNumber } from "./card.js";
export {
  buildDialogs,
  type DialogCatalogue,
  type DialogEntry,
  type DialogText,
  type DialogTexts,
  defaultCancellationReasons,
  defaultDialogs,
  type FlowDialogKey,
} from "./dialogs.js";
export {
  type CancelDeps,
  type Charge,
  type CheckoutDeps,
  type CheckoutOrder,
  type ContactDeps,
  type FloatingCancelDeps,
  type StorageArea,
  type SubmitResult,
  submitCancel,
  submitCheckout,
  submitContact,
  submitFloatingCancel,
  toPaymentInput,
} from "./flows.js";
export { normaliseCardNumber, normaliseExpiry, normalisePhone } from "./input.js";
export { defaultMessages, type MessageOverrides, type Messages } from "./messages.js";
export {
  PENDING_ORDER_WINDOW_MS,
  type PendingOrder,
  type PendingOrderStore,
  parsePendingOrder,
} from "./pendingOrder.js";
export { fieldHint, type RuleReading } from "./rules.js";
export {
  cancelSchema,
  checkoutSchema,
  contactSchema,
  floatingCancelSchema,
  type SchemaOptions,
} from "./schemas.js";
export { type UsState, type UsStateCode, type UsStateName, usStates } from "./states.js";
export {
  type CancelValues,
  type CardField,
  type CheckoutValues,
  type ContactValues,
  cardFields,
  type FloatingCancelValues,
  type FormName,
  type FormValues,
  formFields,
  type KeptCheckoutField,
  type KeptCheckoutValues,
  keptCheckoutFields,
} from "./values.js";
