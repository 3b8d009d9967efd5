// What the forms load lazily (see rules.ts): the schemas and the flows, and Yup with them.
export { submitCancel, submitCheckout, submitContact, submitFloatingCancel } from "../../flows.js";
export { formSchema } from "../../schemas.js";
