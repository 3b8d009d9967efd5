/** On the notice itself: a page's script finds the notice's controls inside it, never a form of the page's. */
export const NOTICE_ATTRIBUTE = "data-consent-notice";
/**
 * What a page's script reads to answer the notice before the app is in (its markup from the prerender): the ids a
 * button allows ("" refuses), and the button that opens the choices. The app's notice carries the same.
 */
export const NOTICE_ALLOWS_ATTRIBUTE = "data-allows";
export const NOTICE_OPENS_CHOICES_ATTRIBUTE = "data-opens-choices";
