// The Vite plugin of a membership site.
export { type MembershipSiteOptions, membershipSite } from "./plugin.js";
