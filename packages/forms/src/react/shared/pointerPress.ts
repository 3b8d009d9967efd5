// A message that appears while a mouse button is down pushes down what is under the pointer, so the press ends on
// another element and its click is lost: a field's message waits for the press (and its click) to finish.
let pressed = false;
let waiting: (() => void)[] = [];
let listening = false;

function release(): void {
  pressed = false;
  // After the release's own click has run.
  setTimeout(() => {
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  }, 0);
}

/** Starts following presses; a form calls it on mount, before any field can be left. */
export function trackPointerPress(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener(
    "pointerdown",
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}

/** Resolves at once, or once the pointer pressed right now is released and its click dispatched. */
export function afterPointerPress(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
