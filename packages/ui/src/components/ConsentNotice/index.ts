export {
  type ConsentCategoryChoice,
  ConsentNotice,
  type ConsentNoticeProps,
  type ConsentNoticeTexts,
} from "./ConsentNotice.js";
