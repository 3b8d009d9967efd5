// Debian's Chromium (or CHROMIUM_PATH), started so that it never reaches for the network on its own.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
};
