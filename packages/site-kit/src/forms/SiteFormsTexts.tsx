// The forms inside show and send the pages' language: the catalogue the routes loaded with the page (or the floating
// dialog with its code).
import { FormsLocaleProvider } from "@membership/forms/react";
import type { ReactNode } from "react";
import { useSite } from "../site/SiteContext.js";

export function SiteFormsTexts({ children }: { children: ReactNode }) {
  return (
    <FormsLocaleProvider catalogue={useSite().loadedFormsTexts()}>{children}</FormsLocaleProvider>
  );
}
