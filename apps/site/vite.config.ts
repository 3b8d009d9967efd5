import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import {
  ALLOW_SANDBOX_BUILD_VARIABLE,
  productionEnvErrorMessage,
  productionEnvProblems,
  sandboxDefaultedVariables,
} from "./src/env.ts";

/** Fails a production build that would ship sandbox secrets; SITE_ALLOW_SANDBOX_BUILD=1 is the test/preview opt-out. */
function requireProductionEnv(): Plugin {
  return {
    name: "site:require-production-env",
    apply: "build",
    configResolved(config) {
      if (config.mode !== "production") return;
      if (process.env[ALLOW_SANDBOX_BUILD_VARIABLE] === "1") {
        config.logger.warn(
          `${ALLOW_SANDBOX_BUILD_VARIABLE}=1: building with sandbox values, not for deployment.`,
        );
        return;
      }
      const problems = productionEnvProblems(config.env);
      if (problems.length > 0) throw new Error(productionEnvErrorMessage(problems));
      const defaulted = sandboxDefaultedVariables(config.env);
      if (defaulted.length > 0 && !config.build.ssr) {
        config.logger.warn(`Sandbox defaults used for: ${defaulted.join(", ")}.`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), requireProductionEnv()],
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
