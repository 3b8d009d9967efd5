import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brand, problemsOf } from "../test/documentedBrand.js";
import { checkSiteDefinition, productionDefinitionProblems } from "./checkDefinition.js";

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
