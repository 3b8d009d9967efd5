// This reseller's site: the spec's plans, trial and legal facts. Brand values here are the sandbox's neutral ones;
// a deployment sets its own through the VITE_* variables documented in .env.example.
import { defineSiteConfig } from "@membership/site-kit/config";

export default defineSiteConfig({
  brand: {
    name: "Telehealth Membership (sandbox)",
    domain: "localhost",
    supportPhone: "(800) 555-0100",
    supportEmail: "support@example.com",
    address: { street: "100 Sandbox Avenue, Suite 200", city: "Miami", state: "FL", zip: "33101" },
    memberPortalUrl: "https://portal.example.com",
    social: {
      facebookUrl: "https://www.facebook.com/example",
      instagramUrl: "https://www.instagram.com/example",
    },
  },
  locale: "en-US",
  plans: [
    { type: "BASIC", price: "39.95" },
    { type: "PREMIUM", price: "49.95" },
  ],
  trial: { price: "3.29", days: 30 },
  logo: "./src/logo.svg",
});
