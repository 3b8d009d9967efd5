// Where reCAPTCHA v2 loads from (react-google-recaptcha uses www.google.com unless told otherwise): the CSP allows
// these, the payment page's Trusted Types policy lets script URLs under them through, and the inventory lists them.
export const RECAPTCHA_SCRIPT_SOURCES = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
] as const;

export const RECAPTCHA_FRAME_SOURCES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
] as const;
