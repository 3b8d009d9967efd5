// The floating 'Cancel Product' button of every page; its dialog's code is fetched on the first click.
import { floatingCancel } from "@membership/content";
import { FloatingCancelButton } from "@membership/ui";
import { lazy, Suspense, useState } from "react";

const FloatingCancelDialog = lazy(() => import("./FloatingCancelDialog.tsx"));

export function FloatingCancel() {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the result dialog outlives the form's dialog.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <FloatingCancelButton
        label={floatingCancel.buttonLabel}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      />
      {requested ? (
        <Suspense fallback={null}>
          <FloatingCancelDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
