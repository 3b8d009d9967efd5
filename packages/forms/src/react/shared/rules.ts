import { useEffect, useState } from "react";

// Yup, the rules and the submit flows load in their own chunk when the visitor first reaches into a form (or the
// form has values to check): a form page paints and hydrates without them, and they are in by the time it is left.
type Rules = typeof import("./rulesChunk.js");

let rules: Promise<Rules> | undefined;
let loaded: Rules | undefined;
const onLoad = new Set<(chunk: Rules) => void>();

export function loadRules(): Promise<Rules> {
  rules ??= import("./rulesChunk.js").then((chunk) => {
    loaded = chunk;
    for (const listener of onLoad) listener(chunk);
    return chunk;
  });
  return rules;
}

/** The rules' chunk if it has loaded by now; undefined before (and during the server render). */
export const loadedRules = (): Rules | undefined => loaded;

/** The rules' chunk once something has loaded it; undefined before (and during the server render). */
export function useLoadedRules(): Rules | undefined {
  const [chunk, setChunk] = useState<Rules>();
  useEffect(() => {
    if (loaded) setChunk(loaded);
    onLoad.add(setChunk);
    return () => {
      onLoad.delete(setChunk);
    };
  }, []);
  return chunk;
}

/** Loads the rules on the form's first focus or press: the visitor's first step into it. */
export function loadRulesOnReach(form: HTMLFormElement): () => void {
  const load = () => void loadRules();
  form.addEventListener("focusin", load, { once: true });
  form.addEventListener("pointerdown", load, { once: true, passive: true });
  return () => {
    form.removeEventListener("focusin", load);
    form.removeEventListener("pointerdown", load);
  };
}
