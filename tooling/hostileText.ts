// What an anonymous visitor can type or paste into any field: shared by the property tests and the browser tests.
import fc from "fast-check";

/** A flag the markup samples set if they ever run as code. */
export const HOSTILE_FLAG = "__hostileInputRan";

const TEN_THOUSAND = 10_000;

/** Named samples, each aimed at one way a field could break: markup, length, scripts, line breaks. */
export const HOSTILE_SAMPLES = {
  scriptTag: `<script>window.${HOSTILE_FLAG}=1</script>`,
  imgOnerror: `<img src=x onerror="window.${HOSTILE_FLAG}=1">`,
  svgOnload: `"><svg onload=window.${HOSTILE_FLAG}=1>`,
  javascriptUrl: `javascript:window.${HOSTILE_FLAG}=1//`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the hostile text.
  templateAndPrototype: "${constructor} {{7*7}} __proto__ toString",
  // A family (joined by zero-width joiners), a flag, a skin tone.
  emoji:
    "\u{1F469}\u200D\u{1F469}\u200D\u{1F467} \u{1F1FA}\u{1F1F8} \u{1F9D1}\u{1F3FD}\u200D\u2695\uFE0F \u{1F600}",
  rightToLeft: "\u202Eevil\u202C مرحبا بالعالم שלום",
  newlines: "first line\r\nsecond line\nthird\rfourth",
  controlCharacters: "nul\u0000bell\u0007escape\u001B[31mdel\u007Fnel\u0085end",
  loneSurrogates: "high\uD800 low\uDC00",
  tenThousand: "x".repeat(TEN_THOUSAND),
} as const;

export type HostileSampleName = keyof typeof HOSTILE_SAMPLES;

// C0 controls, ASCII and C1 controls.
const lowCharacter = fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code));

/**
 * Any text: whole graphemes (emoji, scripts of every direction), raw UTF-16 (lone surrogates),
 * C0/C1 control characters, the named samples, and strings of 10,000 characters or more.
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: lowCharacter, maxLength: 20 }),
  fc.constantFrom(...Object.values(HOSTILE_SAMPLES)),
  fc
    .string({ unit: "grapheme", minLength: 1, maxLength: 6 })
    .map((piece) => piece.repeat(Math.ceil(TEN_THOUSAND / piece.length) + 1)),
);

/** What a reader sees of a text in a plain-text e-mail: visible characters in order, blanks collapsed, lone surrogates as U+FFFD. */
export function visibleText(text: string): string {
  return text
    .replace(/(?![\t\n\r])\p{Cc}/gu, "")
    .replace(/\p{Cs}/gu, "\uFFFD")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Reads a relay message back (@membership/api's format): the title, a blank line, then one
 * "Label: value" line per entry whose further lines are indented by two spaces.
 */
export function readRelayMessage(message: string): { title: string; entries: [string, string][] } {
  const [title = "", blank, ...lines] = message.replace(/\r\n/g, "\n").split("\n");
  if (blank !== "") throw new Error("The relay message has no blank line under its title.");
  const entries: [string, string][] = [];
  for (const line of lines) {
    const last = entries.at(-1);
    if (line.startsWith("  ") && last) {
      last[1] += `\n${line.slice(2)}`;
      continue;
    }
    const colon = line.indexOf(": ");
    if (colon < 1)
      throw new Error(`Not a "Label: value" line: ${JSON.stringify(line.slice(0, 80))}`);
    entries.push([line.slice(0, colon), line.slice(colon + 2)]);
  }
  return { title, entries };
}
