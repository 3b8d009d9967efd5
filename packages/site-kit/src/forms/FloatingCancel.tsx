// The floating 'Cancel Product' button of every page; its dialog's code and the forms' texts are fetched on the first click.
import { FloatingCancelButton } from "@membership/ui";
import { lazy, Suspense, useState } from "react";
import { useSite } from "../site/SiteContext.js";

const loadDialog = () => import("./FloatingCancelDialog.js");
const FloatingCancelDialog = lazy(loadDialog);

export function FloatingCancel() {
  const site = useSite();
  const { cancel } = site.content;
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the result dialog outlives the form's dialog.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <FloatingCancelButton
        label={cancel.floatingButton}
        onClick={() => {
          // The dialog renders with its texts, so it opens once both are in (at once after the first time).
          void Promise.all([loadDialog(), site.loadFormsTexts()]).then(() => {
            setRequested(true);
            setOpen(true);
          });
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
