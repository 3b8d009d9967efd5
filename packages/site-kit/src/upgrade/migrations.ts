// What a site must change when it moves to a site-kit version with a breaking change, newest last. `membership-site
// upgrade` applies the entries between the site's version and the new one and prints their notes; UPGRADING.md has
// the same changes with a before and after. A key is renamed only after it warned for a minor (CONTRIBUTING.md).

export interface Migration {
  /** The site-kit version that made the breaking change. */
  version: string;
  /** What changed, and what the site does about it: one or two sentences. */
  notes: string;
  /** Keys of site.config.ts renamed in that version, by path: `{ "brand.memberPortalUrl": "brand.portalUrl" }`. */
  renamedKeys?: Readonly<Record<string, string>>;
}

export const MIGRATIONS: readonly Migration[] = [];
