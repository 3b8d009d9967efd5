import { createContext, type ReactNode, useContext, useMemo } from "react";
import {
  englishFormsTexts,
  type FormsCatalogue,
  type FormsTexts,
  formsTexts,
} from "../shared/texts.js";

export type { FormsCatalogue, FormsTexts } from "../shared/texts.js";

const FormsTextsContext = createContext<FormsTexts>(englishFormsTexts);

export interface FormsLocaleProviderProps {
  /** A locale's catalogue, e.g. `import esUS from "@membership/forms/locales/es-US.json" with { type: "json" }`. */
  catalogue: FormsCatalogue;
  children?: ReactNode;
}

/** Every form inside shows and sends the catalogue's texts; a form's own `texts`, `messages`, `dialogs` and `reasons` still win. */
export function FormsLocaleProvider({ catalogue, children }: FormsLocaleProviderProps) {
  const texts = useMemo(() => formsTexts(catalogue), [catalogue]);
  return <FormsTextsContext value={texts}>{children}</FormsTextsContext>;
}

/** The texts of the nearest `FormsLocaleProvider`, English without one. */
export function useFormsTexts(): FormsTexts {
  return useContext(FormsTextsContext);
}
