/**
 * The open consent notice's height, set on the root element while it shows: what is fixed to the bottom corner (the
 * floating button) rises above it rather than hide under it.
 */
export const NOTICE_BLOCK_SIZE_PROPERTY = "--mt-consent-notice-block-size";
