// Writes dist/parent-brand.json, the name and people no sister site may show, from their one owner: the parent
// brand's own configuration (apps/site/site.config.ts in this repository).
import { writeFileSync } from "node:fs";
import definition from "../../../apps/site/site.config.ts";

writeFileSync(
  new URL("../dist/parent-brand.json", import.meta.url),
  `${JSON.stringify({ name: definition.name, people: (definition.team ?? []).map((member) => member.name) }, null, 2)}\n`,
);
