// Its own module: the entry script reads the shown plan (planForms.ts) without loading React.
import { createContext } from "react";

/**
 * The plan whose form the HTML shows: the plan each prerender renders, and in the browser the plan the inline script
 * put in place. The checkout hydrates with it, whatever storage says by then.
 */
export const ShownPlanContext = createContext<string | null>(null);
