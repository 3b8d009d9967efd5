import { describe, expect, it } from "vitest";
import {
  benefits,
  callNowLabel,
  cancelHeading,
  cancellationReasons,
  checkoutHeading,
  type DialogKey,
  dialogs,
  faq,
  floatingCancel,
  homeHeroCards,
  howItWorks,
  loginLabel,
  navItems,
  notFound,
  pageHeroes,
  planList,
  plans,
  pricePageTitle,
  supportHours,
  team,
  trialBannerText,
  trialDays,
  trialPrice,
} from "./index.js";

describe("dialog catalogue (spec §8)", () => {
  const expected: [DialogKey, string, string, string, "error" | "success"][] = [
    ["requiredFields", "Error!", "You must fill out the fields to continue", "Sure!", "error"],
    ["formatFailure", "Error!", "", "I am going to change it", "error"],
    ["termsNotAccepted", "Error!", "You must accept terms and conditions", "OK", "error"],
    ["badExpiry", "Error!", "The expiration date of your card is not valid", "OK", "error"],
    ["relayRejected", "Error", "Error in the server. Try again, please", "OK", "error"],
    [
      "cancellationEmailFailed",
      "Error",
      "Error sending the cancellation email. Please, try again",
      "OK",
      "error",
    ],
    [
      "contactEmailFailed",
      "Error",
      "Error sending contact email. Please, try again",
      "OK",
      "error",
    ],
    ["paymentRejected", "Error!", "", "OK", "error"],
    [
      "paymentFailed",
      "Error",
      "Error sending the checkout information. Please try again",
      "OK",
      "error",
    ],
    ["floatingRecordFailed", "Error", "The request could not be sent", "OK", "error"],
    [
      "contactSent",
      "Message sent!",
      "One our representatives will contact you shortly",
      "OK",
      "success",
    ],
    [
      "checkoutSucceeded",
      "Successful transaction",
      "An email with the order details will be sent to you shortly.",
      "OK",
      "success",
    ],
    [
      "cancellationSent",
      "The cancellation was sent",
      "One of our advisors will contact you soon.",
      "OK",
      "success",
    ],
  ];

  it.each(expected)("%s reads %s / %s / %s", (key, title, text, button, variant) => {
    expect(dialogs[key]).toEqual({ title, text, button, variant });
  });

  it("has no dialog beyond the catalogue", () => {
    expect(Object.keys(dialogs).sort()).toEqual(expected.map(([key]) => key).sort());
  });
});

describe("plans and trial (spec §3, §9)", () => {
  it.each([
    ["BASIC", "$39.95"],
    ["PREMIUM", "$49.95"],
  ] as const)("%s costs %s monthly after a 30-day trial at $3.29", (type, price) => {
    expect(plans[type]).toEqual({
      subscriptionType: type,
      subscriptionPrice: price,
      subscriptionTrialInfo: "Trial for 30 days at",
      subscriptionTrialPrice: "$3.29",
      subscriptionDescription: "Monthly",
      subscriptionButtonText: "Buy",
    });
  });

  it("lists BASIC then PREMIUM", () => {
    expect(planList.map((plan) => plan.subscriptionType)).toEqual(["BASIC", "PREMIUM"]);
  });

  it("charges the trial price and announces it in the banner", () => {
    expect(trialPrice).toBe("3.29");
    expect(trialDays).toBe(30);
    expect(trialBannerText).toBe("Get a 30-day trial version for ONLY $3.29");
  });
});

describe("fixed texts quoted by the spec", () => {
  it.each([
    [
      "price hero",
      pageHeroes["/price"].title,
      "Access to a national network of licensed physicians",
    ],
    [
      "checkout hero",
      pageHeroes["/checkout"].title,
      "Thank you for becoming a member of our community",
    ],
    ["checkout heading", checkoutHeading, "Get ready to live healthier"],
    ["price page title", pricePageTitle, "The health care plans that are available to you"],
    ["cancel heading", cancelHeading, "Notify us if you have a cancellation request"],
    ["404 title", notFound.title, "Error 404"],
    ["404 text", notFound.text, "Have no worries. Just give it another try."],
    ["login label", loginLabel, "LOGIN"],
    ["call now label", callNowLabel, "CALL NOW"],
    ["floating button", floatingCancel.buttonLabel, "Cancel Product"],
    ["floating send", floatingCancel.sendLabel, "Send"],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("offers the five cancellation reasons in order", () => {
    expect(cancellationReasons).toEqual([
      "Too expensive",
      "Not longer needed",
      "Didn't receive welcome letter",
      "Not what I was looking for",
      "I have never subscribed",
    ]);
  });

  it("gives the support hours of spec §9", () => {
    expect(supportHours).toEqual([
      "Monday to Friday 9:00 AM to 9:00 PM EST",
      "Saturday and Sunday 9:00 AM to 5:00 PM EST",
    ]);
  });

  it("links the 404 tiles to the four main pages", () => {
    expect(notFound.tiles.map((tile) => tile.to)).toEqual([
      "/about-us",
      "/price",
      "/contact",
      "/cancel-service",
    ]);
  });

  it("has the header nav of spec §2", () => {
    expect(navItems).toEqual([
      { label: "HOME", to: "/" },
      { label: "ABOUT US", to: "/about-us" },
      { label: "PRICE", to: "/price" },
      { label: "CONTACT", to: "/contact" },
      { label: "CANCEL", to: "/cancel-service" },
    ]);
  });
});

describe("home page", () => {
  it("has three hero cards about a medical professional, family health and smart investment", () => {
    expect(homeHeroCards).toHaveLength(3);
    const [professional, family, investment] = homeHeroCards.map((card) => card.title);
    expect(professional).toMatch(/medical professional/);
    expect(family).toMatch(/family/);
    expect(investment).toMatch(/smart healthcare investment/i);
  });

  it.each([
    [0, /Download the app or open the web health portal.*member ID and password/],
    [1, /Pick a specialty.*General Care.*referral/],
    [2, /Choose a physician and start a virtual visit/],
    [3, /immediate diagnosis, prescriptions, treatment plans and personal follow-up care/],
  ])("how-it-works step %i", (index, pattern) => {
    expect(howItWorks.steps).toHaveLength(4);
    expect(howItWorks.steps[index]).toMatch(pattern);
  });
});

describe("benefit cards (spec §3)", () => {
  const titles = [
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
  ];

  it("has the ten titles in the spec's order", () => {
    expect(benefits.map((benefit) => benefit.cardTitle)).toEqual(titles);
  });

  it.each(benefits.map((benefit) => [benefit.cardTitle, benefit] as const))(
    "%s has a description, an SVG icon and alt text",
    (_title, benefit) => {
      expect(benefit.cardDescription.length).toBeGreaterThan(20);
      expect(benefit.cardIcon).toMatch(/^data:image\/svg\+xml,/);
      expect(benefit.iconAlt).not.toBe("");
    },
  );

  it("gives every card its own icon", () => {
    expect(new Set(benefits.map((benefit) => benefit.cardIcon)).size).toBe(10);
  });
});

describe("team and FAQ", () => {
  it("has the six job titles of the spec, in order", () => {
    expect(team.map((member) => member.jobTitle)).toEqual([
      "Founder and CEO",
      "Co-founder and CTO",
      "Co-founder and Chief Security Officer",
      "Partner and Executive VP",
      "Senior VP Sales",
      "VP Clinical Operations",
    ]);
  });

  it("gives each member a distinct name, a portrait and alt text naming them", () => {
    expect(new Set(team.map((member) => member.name)).size).toBe(6);
    expect(new Set(team.map((member) => member.photo)).size).toBe(6);
    for (const member of team) {
      expect(member.photoAlt).toContain(member.name);
    }
  });

  it("keeps twelve distinct questions with placeholder answers", () => {
    expect(faq).toHaveLength(12);
    expect(new Set(faq.map((entry) => entry.question)).size).toBe(12);
    for (const entry of faq) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer).not.toBe("");
    }
  });
});
