// A page's ways to its other languages, as prerendered: hreflang alternates that the pages they name name back (the
// page's own URL and x-default among them), and the header's switch to the same page in each other language.
import type { PrerenderedPage, SwitchLink } from "./prerendered.js";

export interface ExpectedAlternates {
  /** Every language the page exists in, its own first: the site's locales and its other sites'. */
  languages: readonly string[];
  /** Its own language's hreflang ("es-US"). */
  locale: string;
  /** The 404 page: no URL of its own, so no alternates. */
  notFound: boolean;
}

/** The hreflang values a page must name: none in one language or on the 404 page, else each language and x-default. */
export function expectedHreflangs({ languages, notFound }: ExpectedAlternates): string[] {
  return notFound || languages.length < 2 ? [] : [...languages, "x-default"];
}

const originOf = (url: string) => URL.parse(url)?.origin;

/** Each alternate of this site must be a page of the build (`byUrl`, by canonical URL) that names `page` back. */
function unreciprocated(
  page: PrerenderedPage,
  canonical: string,
  byUrl: ReadonlyMap<string, PrerenderedPage>,
): string[] {
  return page.alternates.flatMap(({ hreflang, href }) => {
    // Another site of the brand: its pages are not in this build.
    if (originOf(href) !== originOf(canonical)) return [];
    const target = byUrl.get(href);
    if (!target) return [`hreflang="${hreflang}" names ${href}, no page of the build`];
    const back = target.alternates.some((alternate) => alternate.href === canonical);
    return back ? [] : [`${href} (${hreflang}) does not name it back`];
  });
}

/** What is wrong with a page's hreflang alternates; none when right. */
export function hreflangProblems(
  page: PrerenderedPage,
  byUrl: ReadonlyMap<string, PrerenderedPage>,
  expected: ExpectedAlternates,
): string[] {
  const wanted = expectedHreflangs(expected);
  const named = page.alternates.map((alternate) => alternate.hreflang);
  const problems = [
    ...wanted.filter((hreflang) => !named.includes(hreflang)).map((hreflang) => `no ${hreflang}`),
    ...named
      .filter((hreflang) => !wanted.includes(hreflang))
      .map((hreflang) => `an extra ${hreflang}`),
  ];
  if (wanted.length === 0) return problems;
  if (!page.canonical) return [...problems, "no canonical URL"];
  const own = page.alternates.find((alternate) => alternate.hreflang === expected.locale);
  if (own && own.href !== page.canonical) {
    problems.push(`its ${expected.locale} is ${own.href}, not its canonical ${page.canonical}`);
  }
  return [...problems, ...unreciprocated(page, page.canonical, byUrl)];
}

/** The report line of a page's alternates. */
export function hreflangLine(
  page: PrerenderedPage,
  wanted: readonly string[],
  problems: readonly string[],
): string {
  const named = wanted.length === 0 ? "none" : `${wanted.join(", ")}, each naming it back`;
  return `${page.path} hreflang: ${problems.length ? problems.join("; ") : named}`;
}

/** Where the switch must lead in one other language: the same page there, named in that language. */
export interface SwitchTarget {
  locale: string;
  href: string;
  label: string;
}

/** One switch link, in the bar or the menu, against its target. */
function linkProblems(link: SwitchLink | undefined, target: SwitchTarget, where: string): string[] {
  if (!link) return [`no ${target.locale} link in the ${where}`];
  return [
    ...(link.href === target.href ? [] : [`the ${where}'s leads to ${link.href}`]),
    ...(link.lang === target.locale ? [] : [`the ${where}'s lang="${link.lang}"`]),
    ...(link.label === target.label ? [] : [`the ${where}'s says "${link.label}"`]),
  ];
}

/** What is wrong with a page's language switch: a link in the bar and one in the menu per other language. */
export function switchProblems(page: PrerenderedPage, targets: readonly SwitchTarget[]): string[] {
  const locales = targets.map((target) => target.locale);
  return [
    ...targets.flatMap((target) => {
      const links = page.switches.filter((link) => link.hreflang === target.locale);
      return (["bar", "menu"] as const).flatMap((where) =>
        linkProblems(
          links.find((link) => link.inMenu === (where === "menu")),
          target,
          where,
        ),
      );
    }),
    ...page.switches
      .filter((link) => !locales.includes(link.hreflang))
      .map(
        (link) => `a link to ${link.hreflang || "no language"}, not another language of the site`,
      ),
  ];
}

/** The report line of a page's switch. */
export function switchLine(
  page: PrerenderedPage,
  targets: readonly SwitchTarget[],
  problems: readonly string[],
): string {
  const leads = targets.map((target) => `${target.label} → ${target.href}`).join(", ");
  const shown = targets.length === 0 ? "none (one language)" : `${leads}, in the bar and the menu`;
  return `${page.path} switch: ${problems.length ? `${problems.join("; ")} (want ${leads})` : shown}`;
}
