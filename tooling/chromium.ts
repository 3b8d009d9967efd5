// The repo's tests start Chromium as @membership/site-check's CLI does.
export * from "../packages/site-check/src/chromium.ts";
