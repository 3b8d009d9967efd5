// A message that appears while a mouse button or finger is down pushes down what is under it, so the press ends on
// another element and its click is lost: a field's message waits for the press (and its click) to finish.
let pressed = false;
let waiting: (() => void)[] = [];
let listening = false;
/** The longest a tap's click may come after the finger lifts; past it the tap made no click (a scroll, a long press). */
const TAP_CLICK_WAIT_MS = 500;
let tapTimer: ReturnType<typeof setTimeout> | undefined;

function release(): void {
  pressed = false;
  clearTimeout(tapTimer);
  // After the release's own click has run.
  setTimeout(() => {
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  }, 0);
}

function onPointerUp(event: PointerEvent): void {
  // A tap's mousedown (which moves the focus and so leaves the field), mouseup and click come after the finger lifts.
  if (event.pointerType === "touch") {
    tapTimer = setTimeout(release, TAP_CLICK_WAIT_MS);
    return;
  }
  release();
}

/** Starts following presses; a form calls it on mount, before any field can be left. */
export function trackPointerPress(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener(
    "pointerdown",
    () => {
      clearTimeout(tapTimer);
      pressed = true;
    },
    true,
  );
  document.addEventListener("pointerup", onPointerUp, true);
  document.addEventListener("pointercancel", release, true);
  document.addEventListener(
    "click",
    () => {
      if (pressed) release();
    },
    true,
  );
}

/** Resolves at once, or once the pointer pressed right now is released and its click dispatched. */
export function afterPointerPress(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
