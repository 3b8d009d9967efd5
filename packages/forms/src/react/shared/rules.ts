import { useEffect, useState } from "react";

// Yup, the rules and the submit flows load in their own chunk right after a form mounts: a form page paints and
// hydrates without them, and they are in by the time the visitor has typed.
type Rules = typeof import("./rulesChunk.js");

let rules: Promise<Rules> | undefined;
let loaded: Rules | undefined;

export function loadRules(): Promise<Rules> {
  rules ??= import("./rulesChunk.js").then((chunk) => {
    loaded = chunk;
    return chunk;
  });
  return rules;
}

/** The rules' chunk if it has loaded by now; undefined before (and during the server render). */
export const loadedRules = (): Rules | undefined => loaded;

/** The rules' chunk once it has loaded; undefined before (and during the server render). */
export function useLoadedRules(): Rules | undefined {
  const [loaded, setLoaded] = useState<Rules>();
  useEffect(() => {
    let mounted = true;
    void loadRules().then((chunk) => {
      if (mounted) setLoaded(chunk);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
