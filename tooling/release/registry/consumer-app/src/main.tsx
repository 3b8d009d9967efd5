// A sister reseller site as its developers would write it, from the published packages only.
import { createApiClient } from "@membership/api";
import { type ContentConfig, createContent, defaultLegalFacts } from "@membership/content";
import texts from "@membership/content/locales/en-US.json";
import { ContactForm } from "@membership/forms/react";
import { createTheme, MembershipThemeProvider, PlanCard } from "@membership/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// Written by consumer.test.ts: the local relay server.
import { apiHost } from "./apiHost.js";

const brand: ContentConfig = {
  name: "Sister Health",
  supportPhone: "(800) 555-0199",
  supportEmail: "help@sister.example",
  address: { street: "9 Sister Street", city: "Tampa", state: "FL", zip: "33602" },
  memberPortalUrl: "https://portal.sister.example",
  social: {
    facebookUrl: "https://facebook.com/sister",
    instagramUrl: "https://instagram.com/sister",
  },
  siteDomain: "sister.example",
  locale: "en-US",
  plans: [{ type: "BASIC", price: "24.95" }],
  trial: { price: "1.49", days: 14 },
  legal: defaultLegalFacts,
};

const site = createContent(brand, texts);
const theme = createTheme({ name: "sister", colors: { brand: { primary: "#5B2A86" } } });
const api = createApiClient({
  host: apiHost,
  relayToken: "sister-relay-token",
  siteDomain: brand.siteDomain,
  paymentEncryptionKey: "sister-key-16-by",
  paymentApiKey: "sister-payment-api-key",
});

// Stands in for reCAPTCHA, which cannot load offline.
function Captcha({ onChange }: { onChange(token: string | null): void }) {
  return (
    <label>
      <input type="checkbox" onChange={(event) => onChange(event.target.checked ? "ok" : null)} />I
      am not a robot
    </label>
  );
}

function App() {
  return (
    <MembershipThemeProvider theme={theme}>
      <main>
        <h1>{site.footer.copyright}</h1>
        {site.plans.list.map((plan) => (
          <PlanCard
            key={plan.subscriptionType}
            plan={plan}
            onBuy={() => undefined}
            headingLevel={2}
          />
        ))}
        <ContactForm
          sendRelayMessage={api.sendRelayMessage}
          captcha={Captcha}
          messages={{ email: { empty: "Sister Health needs your e-mail" } }}
        />
      </main>
    </MembershipThemeProvider>
  );
}

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
