// The brand of the create-site README, for the definition check's tests.
import { checkSiteDefinition } from "../config/checkDefinition.js";

/** brand.json as the create-site README documents it. */
export const brand = {
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

/** The problems the check finds in a definition, one line each. */
export const problemsOf = (definition: unknown) => checkSiteDefinition(definition).problems;
