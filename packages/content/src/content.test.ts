// The spec's texts, word for word, as this product's configuration builds them (spec §2, §3, §9).
import { describe, expect, it } from "vitest";
import { createContent } from "./createContent.js";
import { enSite } from "./test/catalogues.js";
import { harbourConfig, meadowConfig } from "./test/configs.js";

const content = createContent(harbourConfig, enSite);

describe("texts the spec quotes", () => {
  it.each([
    [
      "price hero",
      content.page("price").hero.title,
      "Access to a national network of licensed physicians",
    ],
    [
      "checkout hero",
      content.page("checkout").hero.title,
      "Thank you for becoming a member of our community",
    ],
    ["checkout heading", content.checkout.heading, "Get ready to live healthier"],
    ["price page title", content.price.title, "The health care plans that are available to you"],
    ["cancel heading", content.cancel.heading, "Notify us if you have a cancellation request"],
    ["trial banner", content.plans.trialBanner, "Get a 30-day trial version for ONLY $3.29"],
    ["offer", content.plans.offer, "30-day trial for $3.29, then from $39.95/month"],
    ["offer action", content.plans.offerAction, "See the plans"],
    ["404 title", content.notFound.title, "Error 404"],
    ["404 text", content.notFound.text, "Have no worries. Just give it another try."],
    [
      "404 banner",
      content.page("not-found").banner.body,
      "What you were looking for may have moved or is not available.",
    ],
    ["login", content.nav.login?.label, "LOGIN"],
    ["call now", content.nav.callNow.label, "CALL NOW"],
    ["floating button", content.cancel.floatingButton, "Cancel Product"],
    ["team banner", content.about.teamBannerTitle, "Get to know the team"],
    ["who are we", content.about.whoAreWe.title, "Who are we?"],
    ["breadcrumb home", content.breadcrumb.home, "Home"],
    ["copyright", content.footer.copyright, "© 2025 Harbour Health Club. All rights reserved."],
    ["emergency", content.contactCard.emergency, "In a medical emergency, dial 911."],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ["BASIC", "$39.95"],
    ["PREMIUM", "$49.95"],
  ])("%s costs %s monthly after a 30-day trial at $3.29", (type, price) => {
    expect(content.plans.byType(type)).toEqual({
      subscriptionType: type,
      subscriptionPrice: price,
      subscriptionTrialInfo: "Trial for 30 days at",
      subscriptionTrialPrice: "$3.29",
      subscriptionDescription: "Monthly",
      subscriptionButtonText: "Buy",
    });
  });

  it("lists the plans in the configured order", () => {
    expect(content.plans.list.map((plan) => plan.subscriptionType)).toEqual(["BASIC", "PREMIUM"]);
    expect(content.plans.byType("GOLD")).toBeUndefined();
  });

  it("gives the support hours of spec §9", () => {
    expect(content.contactDetails.hours).toEqual([
      "Monday to Friday 9:00 AM to 9:00 PM EST",
      "Saturday and Sunday 9:00 AM to 5:00 PM EST",
    ]);
  });

  it("has the header nav of spec §2, by page", () => {
    expect(content.nav.items).toEqual([
      { label: "HOME", page: "home" },
      { label: "ABOUT US", page: "about-us" },
      { label: "PRICE", page: "price" },
      { label: "CONTACT", page: "contact" },
      { label: "CANCEL", page: "cancel-service" },
    ]);
  });

  it("suggests the four main pages on the 404 page", () => {
    expect(content.notFound.tiles.map((tile) => tile.page)).toEqual([
      "about-us",
      "price",
      "contact",
      "cancel-service",
    ]);
  });

  it("links the footer's security and delivery policies (relatively) and the other three", () => {
    expect(content.footer.relativeLinks.map((link) => link.page)).toEqual([
      "security-policy",
      "delivery-policy",
    ]);
    expect(content.footer.policyLinks.map((link) => link.page)).toEqual([
      "privacy-policy",
      "refund-policy",
      "terms-of-service",
    ]);
  });

  it.each([
    [1, "Peace of mind, day and night"],
    [2, "Virtual primary care made simple"],
    [3, "Save time and money"],
    [7, "Save time and money"],
  ])("the home banner at position %i reads %j", (position, title) => {
    expect(content.home.banner(position).title).toBe(title);
  });

  it("dials support from the privacy and terms banners only", () => {
    const dialling = [
      "home",
      "about-us",
      "price",
      "contact",
      "cancel-service",
      "checkout",
      "privacy-policy",
      "refund-policy",
      "terms-of-service",
      "security-policy",
      "delivery-policy",
      "not-found",
    ].filter((id) => content.page(id).banner.buttonDialsSupport);
    expect(dialling).toEqual(["privacy-policy", "terms-of-service"]);
  });

  it("leaves out what a brand does not configure: address, portal, social profiles", () => {
    const { address: _a, memberPortalUrl: _m, social: _s, ...bare } = harbourConfig;
    const plain = createContent(bare, enSite);
    expect(plain.footer.addressLines).toEqual([]);
    expect(plain.nav.login).toBeUndefined();
    expect(plain.nav.socialLinks).toEqual([]);
  });

  it("offers the lowest monthly price, whatever the plans' order", () => {
    const reversed = { ...harbourConfig, plans: [...harbourConfig.plans].reverse() };
    expect(createContent(reversed, enSite).plans.offer).toBe(content.plans.offer);
  });

  it("gives unknown pages the not-found texts", () => {
    expect(content.page("no-such-page")).toBe(content.page("not-found"));
  });
});

describe("home, benefits, team and FAQ", () => {
  it("has three hero cards about a medical professional, family health and smart investment", () => {
    const [professional, family, investment] = content.home.heroCards.map((card) => card.title);
    expect(content.home.heroCards).toHaveLength(3);
    expect(professional).toMatch(/medical professional/);
    expect(family).toMatch(/family/);
    expect(investment).toMatch(/smart healthcare investment/i);
  });

  it("has the four how-it-works steps", () => {
    expect(content.home.howItWorks.steps).toHaveLength(4);
    expect(content.home.howItWorks.steps[0]).toMatch(/member ID and password/);
  });

  it("has the ten benefit titles in the spec's order, each with its icon's alt text", () => {
    expect(content.benefits.map((benefit) => benefit.cardTitle)).toEqual([
      "Primary Care",
      "Urgent Care",
      "Mental Health",
      "Care Navigation",
      "Dermatology",
      "Physical Therapists",
      "Assistance 24-7-365",
      "Medical Prescriptions",
      "Specialty Referral",
      "Virtual Consultation",
    ]);
    for (const benefit of content.benefits) expect(benefit.iconAlt).not.toBe("");
  });

  it("shows no team unless the brand configures its own", () => {
    expect(content.about.team).toEqual([]);
  });

  it("shows the brand's own team, benefits, hero cards, steps and links, placeholders filled", () => {
    const own = createContent(
      {
        ...meadowConfig,
        team: [{ name: "Ana Ruiz", title: "Head of {brand} care" }],
        benefits: [
          { title: "Dental", description: "Dental advice by video, {trialDays}-day trial." },
        ],
        heroCards: [{ title: "Care at {brand}", text: "Always on." }],
        howItWorksSteps: ["Call {phone}.", "Talk to a doctor."],
        navLinks: [{ label: "Blog", href: "https://blog.meadow-telecare.test" }],
        footerLinks: [{ label: "{brand} FAQ", href: "/faq" }],
      },
      enSite,
    );
    expect(own.about.team).toEqual([
      { name: "Ana Ruiz", jobTitle: "Head of Meadow Telecare care", photoAlt: "Ana Ruiz" },
    ]);
    expect(own.benefits).toEqual([
      {
        cardTitle: "Dental",
        cardDescription: "Dental advice by video, 14-day trial.",
        iconAlt: "",
      },
    ]);
    expect(own.home.heroCards).toEqual([{ title: "Care at Meadow Telecare", text: "Always on." }]);
    expect(own.home.howItWorks.steps).toEqual(["Call 888-555-0199.", "Talk to a doctor."]);
    expect(own.nav.extraLinks).toEqual([
      { label: "Blog", href: "https://blog.meadow-telecare.test" },
    ]);
    expect(own.footer.extraLinks).toEqual([{ label: "Meadow Telecare FAQ", href: "/faq" }]);
  });

  it.each([
    ["BASIC", "BASIC"],
    ["basic", "BASIC"],
    [" Basic ", "BASIC"],
  ])("finds the plan of type %j as %s: one rule compares plan types", (asked, found) => {
    expect(content.plans.byType(asked)?.subscriptionType).toBe(found);
  });

  it("finds a plan configured in lower case by its type in any case", () => {
    const lower = createContent(
      { ...harbourConfig, plans: [{ type: "family plus", price: "59.95" }] },
      enSite,
    );
    expect(lower.plans.byType("FAMILY PLUS")?.subscriptionType).toBe("family plus");
    expect(lower.plans.byType("family plus")?.subscriptionPrice).toBe("$59.95");
  });

  it("keeps twelve distinct questions with placeholder answers", () => {
    expect(new Set(content.faq.map((entry) => entry.question)).size).toBe(12);
    for (const entry of content.faq) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer).not.toBe("");
    }
  });
});
