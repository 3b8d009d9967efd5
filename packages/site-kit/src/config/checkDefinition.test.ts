import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SupportedLocale } from "@membership/content";
import { describe, expect, it } from "vitest";
import type { CatalogueName } from "../vite/catalogues.js";
import {
  brandVariableProblems,
  checkSiteDefinition,
  productionDefinitionProblems,
  type SiteDefinition,
} from "./checkDefinition.js";
import { withTextOverrides } from "./definitionTexts.js";

/** brand.json as the create-site README documents it. */
const brand = {
  name: "Willow Telehealth",
  domain: "willow-health.example",
  supportPhone: "(888) 555-0142",
  supportEmail: "care@willow-health.example",
  locale: "en-US",
  plans: [
    { type: "ESSENTIAL", price: "24.95" },
    { type: "PLUS", price: "34.95" },
  ],
  trial: { price: "1.49", days: 14 },
  theme: { primary: "#6B1FA2" },
  address: { street: "40 Willow Court", city: "Orlando", state: "FL", zip: "32801" },
  memberPortalUrl: "https://members.willow-health.example",
  legal: { arbitrationState: "Florida", refundDays: 14 },
};

const problemsOf = (definition: unknown) => checkSiteDefinition(definition).problems;

describe("checkSiteDefinition", () => {
  it("accepts the documented keys and the brand-owned ones", () => {
    const check = checkSiteDefinition({
      ...brand,
      $schema: "./node_modules/@membership/site-kit/brand.schema.json",
      supportPhone: "+1 888.555.0142",
      payment: { merchantId: 7, productId: 9 },
      legalName: "Willow Health LLC",
      team: [{ name: "Ana Ruiz", title: { "en-US": "Head of care" }, photo: "team/ana.png" }],
      benefits: [{ title: "Dental", description: "Dental advice for {brand} members." }],
      heroCards: [{ title: "Care", text: "Always." }],
      howItWorksSteps: ["Call {phone}."],
      navLinks: [{ label: "Blog", href: "https://blog.willow-health.example" }],
      footerLinks: [{ label: "FAQ", href: "/faq" }],
      texts: {
        "pages.home.hero.title": "Care for {brand}?",
        "policies.reachUs": "at {phone}",
        "forms.messages.email.empty": "Please give us your e-mail",
        "ui.header.loginLabel": "MEMBERS",
        "nav.facebook": { "en-US": "{brand} on Facebook", "es-US": "{brand} en Facebook" },
      },
      pages: {
        "delivery-policy": false,
        price: { component: "pages/Price.tsx" },
        faq: { path: "/faq", component: "pages/Faq.tsx" },
      },
    });
    expect(check.problems).toEqual([]);
    expect(check.definition?.name).toBe("Willow Telehealth");
  });

  it("accepts third parties, with the kit's defaults for what they leave out", () => {
    const stats = {
      id: "stats",
      purpose: "analytics",
      script: "https://stats.northwind.example/script.js",
      origins: {
        connect: ["https://stats.northwind.example/"],
        image: ["https://cdn.example/px/"],
      },
      consent: "analytics",
      data: { "en-US": "pages visited", "es-US": "páginas visitadas" },
    };
    const chat = {
      id: "chat",
      purpose: "chat",
      origins: { connect: ["wss://chat.example.net"] },
      consent: "functional",
      pages: ["home", "price"],
      loads: "idle",
      data: "what a visitor writes in the chat",
    };
    const check = checkSiteDefinition({ ...brand, integrations: [stats, chat] });
    expect(check.problems).toEqual([]);
    // An origin is written without its trailing slash; a URL prefix keeps it.
    expect(check.definition?.integrations?.[0]?.origins).toEqual({
      connect: ["https://stats.northwind.example"],
      image: ["https://cdn.example/px/"],
    });
  });

  const analytics = {
    id: "stats",
    purpose: "analytics",
    script: "https://stats.example/s.js",
    consent: "analytics",
    data: "pages visited",
  };
  it.each([
    [
      { ...analytics, scirpt: analytics.script },
      'integrations[0].scirpt: is not a key here; did you mean "script"?',
    ],
    [
      { ...analytics, purpose: "analytic" },
      'integrations[0].purpose: must be one of chat, analytics, captcha, other; did you mean "analytics"?',
    ],
    [
      { ...analytics, consent: "marketting" },
      'integrations[0].consent: must be one of necessary, functional, analytics, marketing; did you mean "marketing"?',
    ],
    [
      { ...analytics, loads: "idel" },
      'integrations[0].loads: must be one of start, idle, click; did you mean "idle"?',
    ],
    [
      { ...analytics, origins: { conect: ["https://x.example"] } },
      'integrations[0].origins.conect: is not a key here; did you mean "connect"?',
    ],
    [
      { ...analytics, origins: { connect: ["stats.example"] } },
      'integrations[0].origins.connect[0]: must be an origin like "https://stats.example.com", or a URL prefix ending in "/"',
    ],
    [
      { ...analytics, origins: { script: ["https://*.example"] } },
      'integrations[0].origins.script[0]: must be an origin like "https://stats.example.com", or a URL prefix ending in "/"',
    ],
    [
      { ...analytics, script: "//stats.example/s.js" },
      'integrations[0].script: must be a full URL like "https://www.example.com/page"',
    ],
    [
      { ...analytics, script: undefined },
      "integrations[0].script: is required (only a chat's may come from VITE_CHAT_SCRIPT_URL)",
    ],
    [
      { ...analytics, pages: ["home", "prices"] },
      'integrations[0].pages[1]: is not a page of the site; did you mean "price"?',
    ],
    [
      { ...analytics, pages: "every-page" },
      "integrations[0].pages: cannot include the payment page: no third party but the captcha shares the page with the card fields",
    ],
    [
      { ...analytics, pages: ["price", "checkout"] },
      "integrations[0].pages[1]: is the payment page: no third party but the captcha shares the page with the card fields",
    ],
    [
      { ...analytics, id: "captcha" },
      'integrations[0].id: "captcha" is the kit\'s own (VITE_RECAPTCHA_SITE_KEY)',
    ],
    [{ ...analytics, data: undefined }, "integrations[0].data: is required"],
    [
      { ...analytics, loads: "click" },
      "integrations[0].loads: cannot be click: what needs consent loads once the visitor allows it",
    ],
    [
      { ...analytics, id: "events" },
      'integrations[0].id: "events" is the kit\'s own (events.endpoint)',
    ],
  ])("refuses the integration %j: %s", (entry, message) => {
    expect(problemsOf({ ...brand, integrations: [entry] })).toEqual([message]);
  });

  it("refuses a second chat: VITE_CHAT_SCRIPT_URL sets the script of the one", () => {
    const chat = { id: "help", purpose: "chat", consent: "functional", data: "what is written" };
    expect(problemsOf({ ...brand, integrations: [chat, { ...chat, id: "sales-chat" }] })).toEqual([
      "integrations[1].purpose: is a second chat: the site has one (VITE_CHAT_SCRIPT_URL sets its script)",
    ]);
  });

  it.each([
    [
      { endpoint: "events.example/collect" },
      'events.endpoint: must be a full URL like "https://www.example.com/page"',
    ],
    [{ endpoint: "https://events.example/collect", batch: 5 }, "events.batch: is not a key here"],
    [
      { endpoin: "https://events.example/collect" },
      'events.endpoin: is not a key here; did you mean "endpoint"?',
    ],
  ])("refuses the events %j: %s", (events, message) => {
    expect(problemsOf({ ...brand, events })).toContain(message);
  });

  it("takes an events endpoint", () => {
    expect(
      problemsOf({ ...brand, events: { endpoint: "https://events.example/collect" } }),
    ).toEqual([]);
  });

  it("refuses two integrations of one id, and a page the site removed", () => {
    expect(
      problemsOf({
        ...brand,
        pages: { "delivery-policy": false },
        integrations: [analytics, { ...analytics, pages: ["delivery-policy"] }],
      }),
    ).toEqual([
      'integrations[1].id: "stats" is another integration\'s id',
      // Removed: the suggestion is another page.
      'integrations[1].pages[0]: is not a page of the site; did you mean "privacy-policy"?',
    ]);
  });

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

  it("lists every problem at once, each with its path", () => {
    expect(
      problemsOf({
        ...brand,
        adress: brand.address,
        supportPhone: "call us",
        theme: { primary: "#6B1FA2", secundary: "#00AA88" },
        legal: { refundDay: 14 },
      }),
    ).toEqual([
      'supportPhone: must be a US phone number of 10 digits, like "(800) 555-0100"',
      'legal.refundDay: is not a key here; did you mean "refundDays"?',
      'theme.secundary: is not a key here; did you mean "secondary"?',
      'adress: is not a key here; did you mean "address"?',
    ]);
  });

  it("refuses a definition that is not an object", () => {
    expect(problemsOf([])).toEqual(["the definition: must be one object"]);
  });

  it("names every file that is not where the definition says, relative to its folder", () => {
    const folder = mkdtempSync(join(tmpdir(), "definition-files-"));
    mkdirSync(join(folder, "team"));
    writeFileSync(join(folder, "team", "ana.png"), "");
    const check = checkSiteDefinition(
      {
        ...brand,
        logo: "logo.svg",
        team: [
          { name: "Ana", title: "CEO", photo: "team/ana.png" },
          { name: "Bo", title: "CTO", photo: "team/bo.png" },
        ],
      },
      { baseDir: folder, baseName: "brand.json" },
    );
    expect(check.definition).toBeUndefined();
    expect(check.problems).toEqual([
      "logo: no file at logo.svg (relative to brand.json)",
      "team[1].photo: no file at team/bo.png (relative to brand.json)",
    ]);
  });

  it("refuses the places keys had before the first release, as it refuses any key it does not know", () => {
    expect(problemsOf({ ...brand, brand: { name: brand.name } })).toEqual([
      "brand: is not a key here",
    ]);
    expect(problemsOf({ ...brand, theme: { primary: "#6B1FA2", logo: "logo.svg" } })).toEqual([
      "theme.logo: is not a key here",
    ]);
  });
});

describe("brandVariableProblems", () => {
  it.each([
    [
      { VITE_SUPPORT_PHONE: "call us" },
      'VITE_SUPPORT_PHONE="call us": must be a US phone number of 10 digits, like "(800) 555-0100"',
    ],
    [
      { VITE_SUPPORT_EMAIL: "care.example" },
      'VITE_SUPPORT_EMAIL="care.example": must be an e-mail address like "support@example.com"',
    ],
    [
      { VITE_SITE_DOMAIN: "https://willow.example/" },
      'VITE_SITE_DOMAIN="https://willow.example/": must be a host name without scheme or path, like "example.com"',
    ],
    [
      { VITE_FACEBOOK_URL: "facebook.com/willow" },
      'VITE_FACEBOOK_URL="facebook.com/willow": must be a full URL like "https://www.example.com/page"',
    ],
  ])("names the variable of %j", (env, problem) => {
    expect(brandVariableProblems(env)).toEqual([problem]);
  });

  it("takes well-formed values and leaves unset ones alone", () => {
    expect(
      brandVariableProblems({
        VITE_SUPPORT_PHONE: "+1 888.555.0142",
        VITE_SUPPORT_EMAIL: "care@willow.example",
        VITE_SITE_DOMAIN: "willow.example",
        VITE_BRAND_NAME: "",
      }),
    ).toEqual([]);
  });
});

describe("withTextOverrides", () => {
  const catalogue = {
    nav: { home: "HOME", facebook: "{brand} on Facebook" },
    pages: { home: { hero: { title: "Care", text: "Always." } } },
  };
  const rows: {
    case: string;
    name: CatalogueName;
    texts: SiteDefinition["texts"];
    locale: SupportedLocale;
    want: unknown;
  }[] = [
    {
      case: "no texts",
      name: "site",
      texts: undefined,
      locale: "en-US",
      want: catalogue,
    },
    {
      case: "a page text",
      name: "site",
      texts: { "pages.home.hero.title": "Care for {brand}" },
      locale: "en-US",
      want: {
        ...catalogue,
        pages: { home: { hero: { title: "Care for {brand}", text: "Always." } } },
      },
    },
    {
      case: "a text per locale, in the site's",
      name: "site",
      texts: { "nav.home": { "en-US": "START", "es-US": "INICIO" } },
      locale: "es-US",
      want: { ...catalogue, nav: { ...catalogue.nav, home: "INICIO" } },
    },
    {
      case: "a policies text, into the policies catalogue only",
      name: "policies",
      texts: { "policies.nav.home": "Reach us", "nav.home": "START" },
      locale: "en-US",
      want: { ...catalogue, nav: { ...catalogue.nav, home: "Reach us" } },
    },
    {
      case: "a policies text, left out of the site catalogue",
      name: "site",
      texts: { "policies.nav.home": "Reach us" },
      locale: "en-US",
      want: catalogue,
    },
    {
      case: "a forms text, into the forms catalogue",
      name: "forms",
      texts: { "forms.nav.facebook": "Follow {brand}" },
      locale: "en-US",
      want: { ...catalogue, nav: { ...catalogue.nav, facebook: "Follow {brand}" } },
    },
  ];
  it.each(rows)("puts in $case", ({ name, texts, locale, want }) => {
    const before = structuredClone(catalogue);
    expect(withTextOverrides(catalogue, name, texts, locale)).toEqual(want);
    expect(catalogue).toEqual(before);
  });
});

describe("productionDefinitionProblems", () => {
  it("names the payment ids until they are set", () => {
    const { definition } = checkSiteDefinition(brand);
    if (!definition) throw new Error("the brand is valid");
    expect(productionDefinitionProblems(definition).join("\n")).toContain(
      "payment.merchantId and payment.productId are not set",
    );
    expect(
      productionDefinitionProblems({ ...definition, payment: { merchantId: 53, productId: 6 } }),
    ).toEqual([]);
  });
});
