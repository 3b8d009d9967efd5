import { createContext, type ReactNode, useContext } from "react";
import english from "../locales/en-US.json" with { type: "json" };

// Its own constant so the declarations spell the catalogue's shape out rather than import the JSON.
const englishTexts = english;

/** The built-in texts of the components in one locale: `@membership/ui/locales/<locale>.json`, by component and prop. */
export type UiTexts = {
  readonly [Component in keyof typeof englishTexts]: {
    readonly [Prop in keyof (typeof englishTexts)[Component]]: string;
  };
};

/** The English texts (`@membership/ui/locales/en-US.json`): the components' defaults. */
export const defaultUiTexts: UiTexts = englishTexts;

const UiTextsContext = createContext<UiTexts>(defaultUiTexts);

export interface UiTextsProviderProps {
  /** A locale's catalogue, e.g. `import esUS from "@membership/ui/locales/es-US.json" with { type: "json" }`. */
  texts: UiTexts;
  children?: ReactNode;
}

/** The components inside show the catalogue's texts wherever their props leave a text out. */
export function UiTextsProvider({ texts, children }: UiTextsProviderProps) {
  return <UiTextsContext value={texts}>{children}</UiTextsContext>;
}

/** The texts of the nearest `UiTextsProvider`, English without one. */
export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
