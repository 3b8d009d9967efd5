// The floating 'Cancel Product' button of every page. It opens its dialog by itself, before any script: the shell in
// the page's HTML, which the form's dialog replaces once its code and the forms' texts are in (fetched on the first open).
import { CancelDialogShell } from "@membership/forms/react";
import { FloatingCancelButton } from "@membership/ui";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useIsPaymentDocument } from "../app/paymentDocument.js";
import { type Site, useSite } from "../site/SiteContext.js";

const loadDialog = () => import("./FloatingCancelDialog.js");
const FloatingCancelDialog = lazy(loadDialog);

/** The shell's id: one floating button per page. */
const SHELL_ID = "floating-cancel";

/** What the form's dialog needs before it renders: its code and the forms' texts. */
function loadForm(site: Site): Promise<unknown> {
  return Promise.all([loadDialog(), site.loadFormsTexts()]);
}

/** Called before hydrating: a shell the visitor opened before the app gets its form fetched while the page hydrates. */
export function loadFloatingCancelIfOpen(site: Site): void {
  const shell = document.getElementById(SHELL_ID);
  if (shell instanceof HTMLDialogElement && shell.open) void loadForm(site);
}

export function FloatingCancel() {
  const site = useSite();
  const { cancel } = site.content;
  // Not in the payment page's HTML, which must fit the first round trip: there the button waits for the app.
  const withShell = !useIsPaymentDocument();
  const [shellOpen, setShellOpen] = useState(false);
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the result dialog outlives the form's dialog.
  const [requested, setRequested] = useState(false);
  const [formMounted, setFormMounted] = useState(false);

  // The form's dialog renders with its texts, so it replaces the shell once both are in (at once after the first time).
  const openForm = useCallback(() => {
    setShellOpen(true);
    void loadForm(site).then(() => setRequested(true));
  }, [site]);
  // The visitor closed the shell: the form's dialog stays closed, even if its opening was already scheduled.
  const closeShell = useCallback(() => {
    setShellOpen(false);
    setOpen(false);
  }, []);
  const formReady = useCallback(() => setFormMounted(true), []);
  // Once the shell's opening is committed and the form is in, one commit closes the shell and opens the form's dialog:
  // focus goes from one to the other, no frame shows neither, and never both (whatever order the two arrive in).
  useEffect(() => {
    if (!formMounted || !shellOpen) return;
    setShellOpen(false);
    setOpen(true);
  }, [formMounted, shellOpen]);

  return (
    <>
      <FloatingCancelButton
        label={cancel.floatingButton}
        opens={withShell ? SHELL_ID : undefined}
        onClick={(event) => {
          // Once its code is in, the form's dialog opens at once, without the shell.
          if (formMounted) {
            event.preventDefault();
            setOpen(true);
          } else if (!withShell) openForm();
        }}
      />
      {/* Before the form's dialog: its effects close the shell before the form's dialog opens. */}
      {withShell ? (
        <CancelDialogShell
          id={SHELL_ID}
          open={shellOpen}
          onOpen={openForm}
          onClose={closeShell}
          title={cancel.floatingButton}
          intro={cancel.floatingIntro}
        />
      ) : null}
      {requested ? (
        <Suspense fallback={null}>
          <FloatingCancelDialog open={open} onClose={() => setOpen(false)} onReady={formReady} />
        </Suspense>
      ) : null}
    </>
  );
}
