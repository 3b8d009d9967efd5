// The shell all four forms share: the form element and its busy state, the captcha and submit, the loading overlay
// and the dialog of the last result.
import { LoadingOverlay } from "@membership/ui";
import type { FormEvent, ReactNode } from "react";
import { FORM_NAME_ATTRIBUTE } from "../../shownEarly.js";
import { useFormsTexts } from "../FormsLocaleProvider/FormsLocaleProvider.js";
import { FlowActions } from "./FlowActions.js";
import { FlowDialog } from "./FlowDialog.js";
import { StyledForm } from "./Form.styled.js";
import type { FlowFormProps } from "./types.js";
import type { FlowFormState } from "./useFlowForm.js";

export interface FlowFormShellProps extends FlowFormProps {
  /** The form's state from `useFlowForm`. */
  flow: Pick<
    FlowFormState,
    "form" | "labels" | "formRef" | "submitting" | "submit" | "captcha" | "dialog" | "closeDialog"
  >;
  /** The fields and whatever the form shows above its actions. */
  children: ReactNode;
  /** Replaces the plain submit, e.g. to ask before a second order; it prevents the default itself. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** The form's `aria-describedby`, e.g. an inline alert. */
  describedBy?: string;
  /** Shown directly above the submit button. */
  summary?: ReactNode;
  /** A second line of the loading overlay. */
  overlayMessage?: string;
  /** Holds the form and its overlay, e.g. in a modal; the result dialog stays outside it. */
  frame?(content: ReactNode): ReactNode;
}

const unframed = (content: ReactNode) => content;

/**
 * The form element (busy while a request is in flight) with its fields, the captcha and submit
 * button, the loading overlay, and the dialog of the last result (the locale's catalogue by default).
 */
export function FlowForm({
  flow,
  children,
  onSubmit = (event) => void flow.submit(event),
  describedBy,
  summary,
  overlayMessage,
  frame = unframed,
  captcha: Captcha,
  dialogs,
  supportPhone,
}: FlowFormShellProps) {
  const locale = useFormsTexts();
  const texts = flow.labels;
  return (
    <>
      {frame(
        <>
          <StyledForm
            ref={flow.formRef}
            {...{ [FORM_NAME_ATTRIBUTE]: flow.form }}
            noValidate
            aria-busy={flow.submitting}
            aria-describedby={describedBy}
            onSubmit={onSubmit}
          >
            {children}
            <FlowActions
              Captcha={Captcha}
              captcha={flow.captcha}
              submitting={flow.submitting}
              submitLabel={texts.submit}
              texts={texts}
              supportPhone={supportPhone}
              summary={summary}
            />
          </StyledForm>
          <LoadingOverlay
            visible={flow.submitting}
            label={texts.loading}
            message={overlayMessage}
          />
        </>,
      )}
      <FlowDialog
        state={flow.dialog}
        dialogs={dialogs ?? locale.dialogs}
        onClose={flow.closeDialog}
      />
    </>
  );
}
