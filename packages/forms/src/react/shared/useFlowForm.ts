import { type FormikErrors, useFormik, validateYupSchema, yupToFormErrors } from "formik";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { SubmitResult } from "../../flows.js";
import { type Messages, mergeMessages } from "../../messages.js";
import { CHECKED_EARLY_ATTRIBUTE, messagesShownEarly } from "../../shownEarly.js";
import { emptyFormValues, type FormName, type FormValues } from "../../values.js";
import { useFormsTexts } from "../FormsLocaleProvider/FormsLocaleProvider.js";
import { type BoundFieldProps, type FieldInput, useFormattedInput } from "./fieldInput.js";
import { afterPointerPress, trackPointerPress } from "./pointerPress.js";
import { loadRules, loadRulesOnReach } from "./rules.js";
import type { FormsTexts } from "./texts.js";
import type { FlowFormProps } from "./types.js";
import { useCaptcha } from "./useCaptcha.js";
import { useTypedBeforeHydration } from "./useTypedBeforeHydration.js";

export type { BoundFieldProps, FieldInput } from "./fieldInput.js";
export type { CaptchaStatus } from "./useCaptcha.js";

/** Where each form's texts are in a `FormsTexts`. */
const textsKeys = {
  contact: "contact",
  cancel: "cancellation",
  checkout: "checkout",
  floatingCancel: "cancelDialog",
} as const;

/** A form's texts: its labels, buttons and the common lines. */
export type TextsOf<Form extends FormName> = FormsTexts[(typeof textsKeys)[Form]];

/** The form's props the hook reads: the texts, messages and reasons over the locale's, and what runs after a result. */
export type FlowFormOwnProps<Form extends FormName> = Pick<
  FlowFormProps,
  "messages" | "onDone" | "onSubmitted" | "fieldsLeftBeforeHydration"
> & {
  texts?: Partial<TextsOf<Form>>;
  reasons?: readonly string[];
};

export interface UseFlowFormOptions<Form extends FormName> {
  /** Runs the framework-free flow with the typed values, the captcha token and the form's messages. */
  runFlow(
    values: FormValues[Form],
    captchaToken: string,
    messages: Messages,
  ): Promise<SubmitResult>;
  /** The clock of the per-change expiry check. */
  now?: Date;
  /** Called with every result as soon as the flow settles, before any dialog. */
  onResult?(result: SubmitResult): void;
  /** Whether a result is shown in a dialog; every result by default. */
  showsDialog?(result: SubmitResult): boolean;
  /** Clears what the form keeps outside Formik (e.g. the terms checkbox). */
  onReset?(): void;
  /** Fields emptied as soon as the flow succeeds, before the success dialog (e.g. card data). */
  clearOnSuccess?: readonly (keyof FormValues[Form] & string)[];
}

export interface FlowDialogState {
  result: SubmitResult;
  open: boolean;
}

/**
 * The state every form shares: its texts (the locale's under the form's own), Formik values
 * validated on each change, the captcha token, the in-flight flag (no double submit), the dialog
 * of the last result, and a full reset. A field's message shows once the visitor leaves the field
 * (or submits) with a wrong value, and goes as soon as the value is right ("reward early, punish late").
 */
export function useFlowForm<Form extends FormName>(
  form: Form,
  props: FlowFormOwnProps<Form>,
  {
    runFlow,
    now,
    onResult,
    showsDialog = () => true,
    onReset,
    clearOnSuccess = [],
  }: UseFlowFormOptions<Form>,
) {
  type Values = FormValues[Form];
  const locale = useFormsTexts();
  const labels: TextsOf<Form> = { ...locale[textsKeys[form]], ...props.texts };
  const messages = mergeMessages(props.messages, locale.messages);
  const reasons = props.reasons ?? locale.reasons;
  const emptyValues = emptyFormValues[form];
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  // The messages the page's script showed before the app (earlyChecks.ts): the form's state from its first render.
  const [shownEarly] = useState(() => messagesShownEarly(form));
  // Fields whose message shows: left (or submitted) with a wrong value, and not right since.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(
    () => new Set(Object.keys(shownEarly)),
  );
  const captcha = useCaptcha();
  const takeInput = useFormattedInput(formRef);
  const [dialog, setDialog] = useState<FlowDialogState | null>(null);

  useEffect(() => {
    trackPointerPress();
    // Taken in: from now on the form's messages are its own.
    formRef.current?.removeAttribute(CHECKED_EARLY_ATTRIBUTE);
    return formRef.current ? loadRulesOnReach(formRef.current) : undefined;
  }, []);

  const formik = useFormik<Values>({
    initialValues: emptyValues as Values,
    initialErrors: shownEarly as FormikErrors<Values>,
    // What `validationSchema` does, with the schema from the lazily loaded rules.
    validate: async (values) => {
      const { formSchema } = await loadRules();
      try {
        await validateYupSchema(values, formSchema(form, { messages, now }));
        return {};
      } catch (error) {
        return yupToFormErrors(error) as FormikErrors<Values>;
      }
    },
    validateOnChange: true,
    // Leaving a field validates it through `reveal`, which needs the fresh result.
    validateOnBlur: false,
    // The flows decide what happens on submit; Formik only tracks values and per-change errors.
    onSubmit: () => {},
  });

  const showMessagesOf = (fields: readonly string[]) =>
    setRevealed((shown) => new Set([...shown, ...fields]));
  const fieldInputs = useTypedBeforeHydration(formRef, formik, takeInput, {
    onLeftWrong: showMessagesOf,
    leftBeforeHydration: props.fieldsLeftBeforeHydration,
  });

  const { errors } = formik;
  // A message goes as soon as its field is right; a new one waits for the visitor to leave the field.
  useEffect(() => {
    const messages = errors as Record<string, unknown>;
    setRevealed((shown) => {
      const kept = [...shown].filter((field) => messages[field] !== undefined);
      return kept.length === shown.size ? shown : new Set(kept);
    });
  }, [errors]);

  /** Validates the current values and shows the messages of `fields` that are wrong. */
  const reveal = async (fields: readonly string[]) => {
    const found = (await formik.validateForm()) as Record<string, unknown>;
    const wrong = fields.filter((field) => found[field] !== undefined);
    if (wrong.length > 0) showMessagesOf(wrong);
  };

  // While a flow dialog is open it carries the message; the inert page behind it shows none, so the
  // same text is never on the page twice. The fields' messages come back once it closes.
  const dialogOpen = dialog?.open === true;

  const fieldProps = (name: keyof Values & string, input?: FieldInput): BoundFieldProps => {
    fieldInputs.set(name, input);
    const error = (formik.errors as Record<string, string | undefined>)[name];
    const kept = (formik.values as Record<string, string>)[name] ?? "";
    const shown = input?.display ? input.display(kept) : kept;
    return {
      name,
      value: shown,
      // Each field is still validated on every change (spec §4); only its message waits.
      onChange: (event) => {
        if (!input) formik.handleChange(event);
        else void formik.setFieldValue(name, takeInput(name, input, shown, event.target));
      },
      onBlur: (event) => {
        formik.handleBlur(event);
        void afterPointerPress().then(() => reveal([name]));
      },
      error: !dialogOpen && revealed.has(name) ? error : undefined,
    };
  };

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inFlight.current || captcha.token === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitAttempted(true);
    void reveal(Object.keys(emptyValues));
    let result: SubmitResult;
    try {
      result = await runFlow(formik.values, captcha.token, messages);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
    if (result.status === "succeeded") {
      for (const field of clearOnSuccess) void formik.setFieldValue(field, "", false);
    }
    onResult?.(result);
    props.onSubmitted?.(result);
    if (showsDialog(result)) setDialog({ result, open: true });
  };

  const reset = () => {
    // Not back to the messages shown before the app: a cleared form shows none.
    formik.resetForm({ errors: {} });
    setSubmitAttempted(false);
    setRevealed(new Set());
    captcha.reset();
    onReset?.();
  };

  const focusField = (field: string | undefined) => {
    if (!field) return;
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  };

  /** The visitor closed the dialog: clear and hand over after a success, else focus the first failing field. */
  const closeDialog = () => {
    if (!dialog) return;
    const { result } = dialog;
    setDialog({ result, open: false });
    if (result.status === "succeeded") {
      if (result.clearForm) reset();
      props.onDone?.(result);
    } else {
      focusField(result.field);
    }
  };

  return {
    form,
    labels,
    messages,
    reasons,
    formik,
    formRef,
    fieldProps,
    submit,
    submitting,
    submitAttempted,
    captcha,
    dialog,
    /** Whether a flow dialog is open; the form's own messages stay hidden meanwhile. */
    dialogOpen,
    closeDialog,
    focusField,
    reset,
  };
}

/** What `useFlowForm` gives a form: its state, its fields' props and its submit. */
export type FlowFormState = ReturnType<typeof useFlowForm>;
