// The framework-free rules; React components live in "@membership/forms/react".
export {
  type CardType,
  cardType,
  type ExpiryParts,
  isExpiryFormat,
  isExpiryValid,
  splitExpiry,
} from "./card.js";
export { createRules, type Rules } from "./createRules.js";
export {
  type CancelDeps,
  type CancellationRecord,
  type CheckoutDeps,
  type CheckoutOrder,
  type ContactDeps,
  type FloatingCancelDeps,
  type FloatingCancellationRecord,
  type FlowDialogKey,
  type PaymentReply,
  relaySuccessReply,
  type StorageArea,
  type SubmitResult,
  submitCancel,
  submitCheckout,
  submitContact,
  submitFloatingCancel,
} from "./flows.js";
export {
  defaultMessages,
  type MessageOverrides,
  type Messages,
  mergeMessages,
} from "./messages.js";
export { buildCancelMessage, buildContactMessage } from "./relayMessage.js";
export {
  fieldHint,
  type RuleReading,
  type ValidateOptions,
  validateField,
  validateForm,
} from "./rules.js";
export {
  type CheckoutSchemaOptions,
  cancelSchema,
  checkoutSchema,
  contactSchema,
  floatingCancelSchema,
} from "./schemas.js";
export {
  isStateName,
  stateNames,
  type UsState,
  type UsStateCode,
  type UsStateName,
  usStates,
} from "./states.js";
export {
  type CancelField,
  type CancelValues,
  type CheckoutField,
  type CheckoutValues,
  type ContactField,
  type ContactValues,
  cancelFields,
  checkoutFields,
  contactFields,
  emptyCancelValues,
  emptyCheckoutValues,
  emptyContactValues,
  emptyFloatingCancelValues,
  type FloatingCancelField,
  type FloatingCancelValues,
  type FormName,
  type FormValues,
  floatingCancelFields,
  formFields,
} from "./values.js";
