// What the forms load lazily (see rules.ts): the schemas and the flows, and Yup and credit-card-type with them.
export { cardType, formatCardNumber } from "../../card.js";
export { submitCancel, submitCheckout, submitContact, submitFloatingCancel } from "../../flows.js";
export { formSchema } from "../../schemas.js";
