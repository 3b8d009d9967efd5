// The floating 'Cancel Product' button of every page; its dialog's code is fetched on the first click.
import { FloatingCancelButton } from "@membership/ui";
import { lazy, Suspense, useState } from "react";
import { useSite } from "../site/SiteContext.js";

const FloatingCancelDialog = lazy(() => import("./FloatingCancelDialog.js"));

export function FloatingCancel() {
  const { cancel } = useSite().content;
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the result dialog outlives the form's dialog.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <FloatingCancelButton
        label={cancel.floatingButton}
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
