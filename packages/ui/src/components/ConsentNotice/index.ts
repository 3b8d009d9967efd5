export {
  type ConsentCategoryChoice,
  ConsentNotice,
  type ConsentNoticeProps,
  type ConsentNoticeTexts,
} from "./ConsentNotice.js";
export {
  NOTICE_ALLOWS_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICE_OPENS_CHOICES_ATTRIBUTE,
} from "./noticeAnswers.js";
export { keepNoticeBlockSize, NOTICE_BLOCK_SIZE_PROPERTY } from "./noticeBlockSize.js";
