// document.cookie as a browser keeps it for node tests, without paths (the browser's path scoping is the e2e suite's
// to show), and every cookie line written.

export interface CookieJar {
  /** What to stub as `document`. */
  document: { cookie: string };
  /** The cookies set now, by name. */
  values: Map<string, string>;
  /** Every `document.cookie = …` line, in order. */
  written: string[];
}

export function cookieJar(): CookieJar {
  const values = new Map<string, string>();
  const written: string[] = [];
  const document = {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      written.push(text);
      const [pair = ""] = text.split("; ");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0/.test(text)) values.delete(name);
      else values.set(name, value);
    },
  };
  return { document, values, written };
}
