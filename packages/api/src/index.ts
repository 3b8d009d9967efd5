export type { CallOutcome } from "./outcome.js";
