import { useCallback, useState } from "react";

/** No captcha yet; solved; its token expired; its script could not load. */
export type CaptchaStatus = "unsolved" | "solved" | "expired" | "unavailable";

/** The captcha's token and status; a new key remounts it, so a reset form asks for a fresh solve. */
export function useCaptcha() {
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>("unsolved");
  const [key, setKey] = useState(0);

  const onChange = useCallback((next: string | null) => {
    const solved = typeof next === "string" && next.trim() !== "";
    setToken(solved ? next : null);
    // A token that goes away without a reset has expired.
    setStatus((current) => (solved ? "solved" : current === "solved" ? "expired" : current));
  }, []);

  const onError = useCallback(() => {
    setToken(null);
    setStatus("unavailable");
  }, []);

  const reset = useCallback(() => {
    setToken(null);
    setStatus("unsolved");
    setKey((current) => current + 1);
  }, []);

  return { token, key, onChange, onError, status, solved: token !== null, reset };
}
