import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import {
  ALLOW_SANDBOX_BUILD_VARIABLE,
  productionEnvErrorMessage,
  productionEnvProblems,
  resolvedEnvValues,
  sandboxDefaultedVariables,
} from "./src/env.ts";

/**
 * Fails a production build that would ship sandbox secrets (SITE_ALLOW_SANDBOX_BUILD=1 is the test/preview opt-out),
 * then hands the bundle every VITE_* value resolved, defaults filled in: src/config.ts carries no defaults, so the
 * sandbox's secrets are in a build only when they are its configured values.
 */
export function siteEnv(): Plugin {
  return {
    name: "site:env",
    config(_config, { command, mode, isSsrBuild }) {
      const env = loadEnv(mode, import.meta.dirname, "VITE_");
      if (command === "build" && mode === "production") {
        if (process.env[ALLOW_SANDBOX_BUILD_VARIABLE] === "1") {
          if (!isSsrBuild) {
            console.warn(
              `${ALLOW_SANDBOX_BUILD_VARIABLE}=1: building with sandbox values, not for deployment.`,
            );
          }
        } else {
          const problems = productionEnvProblems(env);
          if (problems.length > 0) throw new Error(productionEnvErrorMessage(problems));
          const defaulted = sandboxDefaultedVariables(env);
          if (defaulted.length > 0 && !isSsrBuild) {
            console.warn(`Sandbox defaults used for: ${defaulted.join(", ")}.`);
          }
        }
      }
      // Vite reads VITE_* from process.env over the .env files.
      Object.assign(process.env, resolvedEnvValues(env));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), siteEnv()],
  server: { host: "127.0.0.1", port: 5173 },
  // styled-components ships CommonJS without an exports map: bundle it so SSR and client share one instance.
  ssr: { noExternal: ["styled-components"] },
  build: {
    // The SSR bundle only feeds scripts/prerender.ts; public/ belongs to the client output alone.
    copyPublicDir: !isSsrBuild,
    // The prerender reads the client manifest to preload lazy route chunks, then deletes it.
    manifest: !isSsrBuild,
  },
}));
