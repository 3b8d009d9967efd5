import { describe, expect, it } from "vitest";
import { brand, problemsOf } from "../test/documentedBrand.js";

describe("checkSiteDefinition", () => {
  it.each([
    // Unknown keys, with a suggestion where one is close.
    [{ adress: brand.address }, 'adress: is not a key here; did you mean "address"?'],
    [
      { theme: { primary: "#6B1FA2", secundary: "#00AA88" } },
      'theme.secundary: is not a key here; did you mean "secondary"?',
    ],
    [
      { payment: { merchantID: 7, productId: 9 } },
      'payment.merchantID: is not a key here; did you mean "merchantId"?',
    ],
    [{ payment: { merchantID: 7, productId: 9 } }, "payment.merchantId: is required"],
    [
      { legal: { refundDay: 14 } },
      'legal.refundDay: is not a key here; did you mean "refundDays"?',
    ],
    [{ colour: "#6B1FA2" }, "colour: is not a key here"],
    [
      { team: [{ name: "Ana", title: "CEO", foto: "ana.png" }] },
      'team[0].foto: is not a key here; did you mean "photo"?',
    ],
    // Formats.
    [
      { supportPhone: "call us" },
      'supportPhone: must be a US phone number of 10 digits, like "(800) 555-0100"',
    ],
    [
      { supportPhone: "555-0142" },
      'supportPhone: must be a US phone number of 10 digits, like "(800) 555-0100"',
    ],
    [
      { supportEmail: "care@" },
      'supportEmail: must be an e-mail address like "support@example.com"',
    ],
    [
      { domain: "https://willow-health.example/" },
      'domain: must be a host name without scheme or path, like "example.com"',
    ],
    [
      { memberPortalUrl: "members.willow-health.example" },
      'memberPortalUrl: must be a full URL like "https://www.example.com/page"',
    ],
    [
      { social: { facebookUrl: "javascript:alert(1)", instagramUrl: "https://instagram.test/w" } },
      'social.facebookUrl: must be a full URL like "https://www.example.com/page"',
    ],
    [
      { plans: [{ type: "GOLD", price: "free" }] },
      'plans[0].price: must be dollars and cents like "24.95"',
    ],
    [{ trial: { price: "1.5", days: 14 } }, 'trial.price: must be dollars and cents like "24.95"'],
    [{ theme: { primary: "purple" } }, 'theme.primary: must be a colour like "#6B1FA2"'],
    [
      { address: { ...brand.address, state: "Florida" } },
      'address.state: must be a two-letter state code like "FL"',
    ],
    [{ address: { ...brand.address, zip: "328" } }, 'address.zip: must be a ZIP code like "32801"'],
    [
      { team: [{ name: "Ana", title: "CEO", photo: "ana.gif" }] },
      "team[0].photo: must be the path of an image (.svg, .png, .jpg, .webp or .avif)",
    ],
    [
      { benefits: [{ title: "Dental", description: "Teeth.", icon: "tooth.png" }] },
      "benefits[0].icon: must be the path of an SVG file",
    ],
    // Shapes and values.
    [{ name: undefined }, "name: is required"],
    [{ name: "  " }, "name: must be a text"],
    [{ locale: "fr-FR" }, "locale: must be one of en-US, es-US"],
    // Several languages: each once, `locale` or `locales` but not both, alternates on other sites only.
    [{ locales: ["en-US", "es-US"] }, 'locale: is also given as "locales": keep that one'],
    [{ locale: undefined, locales: [] }, "locales: must list at least one locale"],
    [{ locale: undefined, locales: ["es-US", "es-US"] }, "locales: lists a locale twice"],
    [{ locale: undefined, locales: ["en-US", "fr-FR"] }, "locales[1]: must be one of en-US, es-US"],
    [
      { alternates: [{ locale: "en-US", origin: "https://en.example.com" }] },
      'alternates[0].locale: is served by this site already ("locales")',
    ],
    [
      { alternates: [{ locale: "es-US", origin: "es.example.com" }] },
      'alternates[0].origin: must be a full URL like "https://www.example.com/page"',
    ],
    [
      {
        locale: undefined,
        locales: ["en-US", "es-US"],
        team: [{ name: "Ana", title: { "en-US": "CEO" }, photo: "ana.png" }],
      },
      "team[0].title: has no es-US text, and the site is in es-US",
    ],
    [{ plans: [] }, "plans: must list at least one plan"],
    [
      { plans: Array(5).fill({ type: "GOLD", price: "1.00" }) },
      "plans: must list at most four plans",
    ],
    [
      { plans: [{ type: "<b>", price: "1.00" }] },
      'plans[0].type: must be letters, digits, spaces or dashes, like "BASIC"',
    ],
    [
      {
        plans: [
          { type: "basic", price: "1.00" },
          { type: "BASIC", price: "2.00" },
        ],
      },
      'plans[1].type: "BASIC" is another plan\'s type (types are compared in upper case)',
    ],
    [{ trial: { price: "1.49", days: 0 } }, "trial.days: must be at least 1"],
    [{ trial: { price: "1.49", days: 1.5 } }, "trial.days: must be a whole number of days"],
    [
      { team: [{ name: "Ana", title: 7, photo: "ana.png" }] },
      'team[0].title: must be a text, or one text per locale like { "en-US": "…", "es-US": "…" }',
    ],
    // Catalogue texts, by key, per locale, with their placeholders.
    [
      { texts: { "pages.home.hero.titel": "Care" } },
      'texts["pages.home.hero.titel"]: is not a text of the catalogue; did you mean "pages.home.hero.title"?',
    ],
    [
      { texts: { "pages.home.hero": "Care" } },
      'texts["pages.home.hero"]: is a group of texts, not one; name one of its texts, e.g. "pages.home.hero.title"',
    ],
    [
      { texts: { "pages.price.hero.text": "From {price}" } },
      'texts["pages.price.hero.text"]: {price} is not a value this text can show',
    ],
    [
      { texts: { "nav.home": "{brand} HOME" } },
      'texts["nav.home"]: {brand} is not a value this text can show (it may use none)',
    ],
    [
      { locale: "es-US", texts: { "pages.home.hero.title": { "en-US": "Care" } } },
      'texts["pages.home.hero.title"]: has no es-US text, and the site is in es-US',
    ],
    // A text for another locale than the site's is checked against that locale's catalogue.
    [
      { texts: { "nav.home": { "en-US": "HOME", "es-US": "INICIO de {brand}" } } },
      'texts["nav.home"] (its es-US text): {brand} is not a value this text can show (it may use none)',
    ],
    [
      { texts: { "pages.home.hero.title": { "en-US": "Care", "es-US": "Cuidado {precio}" } } },
      'texts["pages.home.hero.title"] (its es-US text): {precio} is not a value this text can show',
    ],
    // The forms' and the components' catalogues, by their prefixes.
    [
      { texts: { "forms.messages.email.emtpy": "E-mail?" } },
      'texts["forms.messages.email.emtpy"]: is not a text of the catalogue; did you mean "forms.messages.email.empty"?',
    ],
    [
      { texts: { "ui.header.loginLabel": "{brand} LOGIN" } },
      'texts["ui.header.loginLabel"]: {brand} is not a value this text can show (it may use none)',
    ],
    [
      { heroCards: [{ title: "Care at {company}", text: "Always." }] },
      "heroCards[0].title: {company} is not a value this text can show",
    ],
    // Pages.
    [
      { pages: { "delivery-polcy": false } },
      'pages["delivery-polcy"]: is not a page of the kit, so it cannot be removed; did you mean "delivery-policy"?',
    ],
    [
      { pages: { checkout: false } },
      "pages.checkout: cannot be removed: the kit's other pages lead to it",
    ],
    [
      { pages: { faq: { path: "/faq" } } },
      'pages.faq: is not a page of the kit: a new page needs a "path" and a "component"',
    ],
    [
      { pages: { price: { path: "/Price" } } },
      'pages.price.path: must be a lower-case path like "/benefits"',
    ],
  ])("refuses %j: %s", (change, problem) => {
    const problems = problemsOf({ ...brand, ...change });
    expect(
      problems.some((line) => line.startsWith(problem)),
      problems.join("\n"),
    ).toBe(true);
  });
});
