// Brand values of one reseller site; every package takes them as parameters.
export interface PostalAddress {
  street: string;
  city: string;
  /** Two-letter code, e.g. "FL". */
  state: string;
  zip: string;
}

export interface SiteConfig {
  brandName: string;
  /** Shown exactly as given, e.g. "(800) 555-0100"; dialled as its digits. */
  supportPhone: string;
  supportEmail: string;
  address: PostalAddress;
  memberPortalUrl: string;
  social: { facebookUrl: string; instagramUrl: string };
  /** Host name without scheme, e.g. "example.com": the relay `website`, the order `domain`, the `web_url`. */
  siteDomain: string;
}
