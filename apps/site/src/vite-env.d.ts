/// <reference types="vite/client" />

// The variables documented in apps/site/.env.example; all optional, defaults in src/env.ts.
interface ImportMetaEnv {
  readonly VITE_API_HOST?: string;
  readonly VITE_RELAY_TOKEN?: string;
  readonly VITE_PAYMENT_ENCRYPTION_KEY?: string;
  readonly VITE_PAYMENT_API_KEY?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_CHAT_SCRIPT_URL?: string;
  readonly VITE_MEMBER_PORTAL_URL?: string;
  readonly VITE_SITE_DOMAIN?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_ADDRESS_STREET?: string;
  readonly VITE_ADDRESS_CITY?: string;
  readonly VITE_ADDRESS_STATE?: string;
  readonly VITE_ADDRESS_ZIP?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
