// The ui components' and the forms' texts of a site in another language than English; English sites never load it.
import { type FormsCatalogue, FormsLocaleProvider } from "@membership/forms/react";
import { type UiTexts, UiTextsProvider } from "@membership/ui";
import type { ReactNode } from "react";

export interface LocaleTextsProps {
  ui: UiTexts;
  forms: FormsCatalogue;
  children?: ReactNode;
}

/** Gives every ui component and form inside the locale's catalogues. */
export function LocaleTexts({ ui, forms, children }: LocaleTextsProps) {
  return (
    <UiTextsProvider texts={ui}>
      <FormsLocaleProvider catalogue={forms}>{children}</FormsLocaleProvider>
    </UiTextsProvider>
  );
}
