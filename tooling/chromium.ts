// The repo's tests start Chromium as the site kit's CLI does (see DEVELOPERS.md).
export * from "../packages/site-kit/src/cli/chromium.ts";
