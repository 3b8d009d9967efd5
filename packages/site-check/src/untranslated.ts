// Another language left on a page or in a script: every text of the other locales' catalogues that this locale's do not
// have too, split at its {placeholders}. What a translation keeps (a loanword, "Error 404") is not another language.

/** Every string in a catalogue, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A finder of the texts of other languages in a text. `others` are the other locales' catalogues (content, policies,
 * forms, ui), `shown` the same catalogues in the page's locale; fragments shorter than a word of three letters are
 * left out.
 */
export function untranslatedFinder(
  others: readonly unknown[],
  shown: readonly unknown[],
): (text: string) => string[] {
  const kept = strings(shown).map(collapse).join("\n");
  const fragments = new Set(
    strings(others)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((fragment) => collapse(fragment).replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ""))
      .filter((fragment) => /\p{L}{3}/u.test(fragment) && !kept.includes(fragment)),
  );
  const patterns = [...fragments].map(
    (fragment) =>
      [
        fragment,
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(fragment)}(?![\\p{L}\\p{N}])`, "u"),
      ] as const,
  );
  return (text) => {
    const read = collapse(text);
    // A plain search first: a script is long, and most fragments are not in it at all.
    return patterns
      .filter(([fragment, pattern]) => read.includes(fragment) && pattern.test(read))
      .map(([fragment]) => fragment);
  };
}

const collapse = (text: string) => text.replace(/\s+/g, " ");

/**
 * A finder of the texts of other languages a script carries: whole texts of `others` (the other locales' catalogues)
 * of two words or more that `shown` does not have. A script's code has single words of any language ("Home" is a key's
 * name), so a text is only counted whole, as a catalogue puts it in the bundle.
 */
export function carriedTextFinder(
  others: readonly unknown[],
  shown: readonly unknown[],
): (source: string) => string[] {
  const kept = strings(shown).join("\n");
  const texts = [...new Set(strings(others))].filter(
    (text) => /\p{L}+\s+\p{L}+/u.test(text) && !kept.includes(text),
  );
  return (source) => texts.filter((text) => source.includes(text));
}

/**
 * Everything of a page a visitor or their tools read: its text, title, accessible names, alternative texts,
 * placeholders, description and sharing tags, and the values of its JSON-LD. Self-contained, so Playwright can
 * run it in a page.
 */
export function pageTexts(): string {
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest("script, style")) texts.push(node.textContent ?? "");
  }
  for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      texts.push(element.getAttribute(name) ?? "");
    }
  }
  for (const meta of document.querySelectorAll(
    "meta[name='description'], meta[property^='og:'], meta[name^='twitter:']",
  )) {
    texts.push(meta.getAttribute("content") ?? "");
  }
  const values = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value !== null && typeof value === "object"
        ? Object.entries(value).flatMap(([key, item]) => (key.startsWith("@") ? [] : values(item)))
        : [];
  for (const script of document.querySelectorAll("script[type='application/ld+json']")) {
    texts.push(...values(JSON.parse(script.textContent ?? "null")));
  }
  return texts.join("\n");
}
