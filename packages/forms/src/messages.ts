// Every text the rules and flows produce: the "messages" of the forms' English catalogue (locales/en-US.json), which a
// sister site can reword or replace with another locale's. Texts quoted by the product spec (§5) are word for word.
import english from "./locales/en-US.json" with { type: "json" };

// Its own constant so the declarations spell the catalogue's shape out rather than import the JSON.
const englishMessages = english.messages;

type Widen<T> = { readonly [Group in keyof T]: { readonly [Key in keyof T[Group]]: string } };

/** The full catalogue: same groups and keys as the English one, any wording. */
export type Messages = Widen<typeof englishMessages>;

/** The English messages (`messages` of `@membership/forms/locales/en-US.json`). */
export const defaultMessages: Messages = englishMessages;

/** What a sister site passes to reword some texts: any subset of groups and keys. */
export type MessageOverrides = {
  readonly [Group in keyof Messages]?: Partial<Messages[Group]>;
};

/** Deep-merges overrides into a catalogue (the English one by default); unknown groups and non-string values are ignored. */
export function mergeMessages(
  overrides?: MessageOverrides,
  base: Messages = defaultMessages,
): Messages {
  if (!overrides) return base;
  const merged: Record<string, Record<string, string>> = {};
  for (const [group, texts] of Object.entries(base)) {
    const groupOverrides: Record<string, unknown> =
      (overrides as Record<string, Record<string, unknown> | undefined>)[group] ?? {};
    const mergedGroup: Record<string, string> = { ...texts };
    for (const key of Object.keys(texts)) {
      const text = groupOverrides[key];
      if (typeof text === "string") mergedGroup[key] = text;
    }
    merged[group] = mergedGroup;
  }
  return merged as unknown as Messages;
}
