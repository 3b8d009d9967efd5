import { membershipSite } from "@membership/site-kit/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [membershipSite()],
  server: { host: "127.0.0.1", port: 5173 },
});
