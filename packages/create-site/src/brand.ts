// brand.json: what the scaffolder asks for (or reads with --from) to make a new brand's site.
import { SUPPORTED_LOCALES, type SupportedLocale } from "@membership/site-kit/config";

export interface BrandFile {
  name: string;
  /** Host name without scheme, e.g. "sisterhealth.example". */
  domain: string;
  supportPhone: string;
  supportEmail: string;
  /** The language of every text, one of SUPPORTED_LOCALES; "en-US" by default. */
  locale?: SupportedLocale;
  /** One to four plans: `[{ "type": "BASIC", "price": "24.95" }]`. */
  plans: { type: string; price: string }[];
  trial: { price: string; days: number };
  theme?: {
    primary: string;
    secondary?: string;
    accent?: string;
    /** A self-hosted font: its family and one file (woff2), relative to brand.json. */
    font?: { family: string; file: string };
    /** An SVG logo, relative to brand.json. */
    logo?: string;
  };
  address?: { street: string; city: string; state: string; zip: string };
  memberPortalUrl?: string;
  social?: { facebookUrl: string; instagramUrl: string };
  /** Any of the legal facts of @membership/site-kit's configuration (arbitration state, refund window, …). */
  legal?: Record<string, unknown>;
  payment?: { merchantId?: number; productId?: number };
}

const HEX = /^#[0-9a-f]{6}$/i;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The brand in `value`, or every mistake in it, one sentence each. */
export function parseBrand(value: unknown): { brand: BrandFile } | { problems: string[] } {
  if (!isRecord(value)) return { problems: ["brand.json must hold one object."] };
  const problems: string[] = [];
  for (const key of ["name", "domain", "supportPhone", "supportEmail"] as const) {
    if (text(value[key]) === "") problems.push(`"${key}" is required.`);
  }
  const locales: readonly unknown[] = SUPPORTED_LOCALES;
  if (value.locale !== undefined && !locales.includes(value.locale)) {
    problems.push(
      `"locale" "${String(value.locale)}" has no catalogue; use one of ${SUPPORTED_LOCALES.join(", ")}.`,
    );
  }
  const plans = value.plans;
  if (!Array.isArray(plans) || plans.length < 1 || plans.length > 4) {
    problems.push(
      '"plans" must list one to four plans, e.g. [{ "type": "BASIC", "price": "24.95" }].',
    );
  } else {
    for (const plan of plans) {
      if (!isRecord(plan) || !/^[A-Z0-9][A-Z0-9 -]*$/i.test(text(plan.type))) {
        problems.push(
          `plan ${JSON.stringify(plan)} needs a "type" of letters, digits, spaces or dashes.`,
        );
      } else if (!AMOUNT.test(text(plan.price))) {
        problems.push(`plan ${text(plan.type)} needs a "price" in dollars like "24.95".`);
      }
    }
  }
  const trial = value.trial;
  if (
    !isRecord(trial) ||
    !AMOUNT.test(text(trial.price)) ||
    !Number.isInteger(trial.days) ||
    Number(trial.days) < 1
  ) {
    problems.push('"trial" must be { "price": "1.49", "days": 14 }.');
  }
  const theme = value.theme;
  if (theme !== undefined) {
    if (!isRecord(theme) || !HEX.test(text(theme.primary))) {
      problems.push('"theme" needs a "primary" colour like "#6B1FA2".');
    } else {
      for (const role of ["secondary", "accent"] as const) {
        if (theme[role] !== undefined && !HEX.test(text(theme[role]))) {
          problems.push(`"theme.${role}" must be a colour like "#6B1FA2".`);
        }
      }
      const font = theme.font;
      if (
        font !== undefined &&
        (!isRecord(font) || text(font.family) === "" || text(font.file) === "")
      ) {
        problems.push('"theme.font" must be { "family": "Nunito", "file": "fonts/nunito.woff2" }.');
      }
      if (theme.logo !== undefined && !text(theme.logo).endsWith(".svg")) {
        problems.push('"theme.logo" must be the path of an SVG file.');
      }
    }
  }
  return problems.length > 0 ? { problems } : { brand: value as unknown as BrandFile };
}

/** "Sister Health" → "sister-health": the package name of the new site. */
export function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "membership-site" : slug;
}
