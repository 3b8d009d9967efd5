// This reseller's site: the spec's plans, trial, legal facts, payment ids and team. Brand values here are the sandbox's
// neutral ones; a deployment sets its own through the VITE_* variables documented in .env.example.
import { defineSiteConfig } from "@membership/site-kit/config";

export default defineSiteConfig({
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
  // English at /, Spanish under /es/.
  locales: ["en-US", "es-US"],
  plans: [
    { type: "BASIC", price: "39.95" },
    { type: "PREMIUM", price: "49.95" },
  ],
  trial: { price: "3.29", days: 30 },
  payment: { merchantId: 53, productId: 6 },
  logo: "./src/logo.svg",
  team: [
    {
      name: "Daniel Whitmore",
      title: { "en-US": "Founder and CEO", "es-US": "Fundador y director ejecutivo" },
      photo: "./src/team/daniel-whitmore.svg",
    },
    {
      name: "Priya Raman",
      title: { "en-US": "Co-founder and CTO", "es-US": "Cofundadora y directora de tecnología" },
      photo: "./src/team/priya-raman.svg",
    },
    {
      name: "Marcus Bell",
      title: {
        "en-US": "Co-founder and Chief Security Officer",
        "es-US": "Cofundador y director de seguridad",
      },
      photo: "./src/team/marcus-bell.svg",
    },
    {
      name: "Elena Navarro",
      title: { "en-US": "Partner and Executive VP", "es-US": "Socia y vicepresidenta ejecutiva" },
      photo: "./src/team/elena-navarro.svg",
    },
    {
      name: "Gregory Lang",
      title: { "en-US": "Senior VP Sales", "es-US": "Vicepresidente sénior de ventas" },
      photo: "./src/team/gregory-lang.svg",
    },
    {
      name: "Hannah Brooks",
      title: {
        "en-US": "VP Clinical Operations",
        "es-US": "Vicepresidenta de operaciones clínicas",
      },
      photo: "./src/team/hannah-brooks.svg",
    },
  ],
});
