// Debian's Chromium (or CHROMIUM_PATH), started so that it never reaches for the network on its own, and does no work a
// headless run never shows.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What Playwright 1.65 turns off with its own `--disable-features`: Chromium reads that switch once (the last one given
 * wins), so the list below repeats it (chromium.test.ts checks that it still does).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
] as const;

/**
 * The address bar's two WebUI popups: Chromium loads them in a renderer of their own for every window, which headless
 * never shows, at about a second of CPU for each new browser context on a 2-core machine.
 */
export const HEADLESS_UNUSED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"] as const;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_UNUSED_FEATURES].join(",")}`,
];

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
};
