// The hosting side of a site, for its deploy scripts, checks and tests (Node): the address rule and the security headers
// and cache rules of a build (with the third parties they allow), each host's files (what `membership-site deploy-config` writes), a static server that
// applies them (or serves a plain folder), the build served as `membership-site preview` serves it, the build's
// precompressed files, the stored plan that lets a check open /checkout directly, and the payment page's HTML as a
// stored plan shows it.

export { type PreviewOptions, preview, type RunningPreview } from "../cli/preview.js";
export { createStaticServer, type StaticServerOptions } from "../cli/staticServer.js";
export { type DeploymentEnv, readDeployment } from "../config/env.js";
export { planFormTypes, withPlanFormShown } from "../loader/planForms.js";
export {
  type Integration,
  integrationsOfPolicy,
  siteIntegrations,
} from "../site/integrations.js";
export { storedPlanEntry } from "../site/storage.js";
export { type Answer, answerFor } from "./addressRule.js";
export { renderCloudFrontFiles } from "./cloudfront.js";
export { renderHeadersFile } from "./headersFile.js";
export { HOSTS, type Host, type HostId, writeHostFiles } from "./hosts.js";
export { cspHashOf, sriOf } from "./integrity.js";
export { renderNetlifyRedirects } from "./netlify.js";
export { renderNginxSiteConf } from "./nginx.js";
export type { PaymentPageRecord } from "./paymentPage.js";
export {
  contentSecurityPolicy,
  type HostingPolicy,
  hostingFiles,
  hostingPolicy,
  responseHeaders,
} from "./policy.js";
export { writePrecompressed } from "./precompress.js";
export { renderVercelJson } from "./vercel.js";
