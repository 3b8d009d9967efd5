export {
  defaultUiTexts,
  type UiTexts,
  UiTextsProvider,
  type UiTextsProviderProps,
  useUiTexts,
} from "./UiTextsProvider.js";
