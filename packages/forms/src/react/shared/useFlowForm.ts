import {
  type FormikErrors,
  type FormikTouched,
  useFormik,
  validateYupSchema,
  yupToFormErrors,
} from "formik";
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import type { SubmitResult } from "../../flows.js";
import type { MessageOverrides } from "../../messages.js";
import type { FormName, FormValues } from "../../values.js";
import { loadRules } from "./rules.js";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface UseFlowFormOptions<Form extends FormName> {
  form: Form;
  emptyValues: Readonly<FormValues[Form]>;
  messages?: MessageOverrides;
  /** The clock of the per-change expiry check. */
  now?: Date;
  /** Runs the framework-free flow with the typed values and the captcha token. */
  runFlow(values: FormValues[Form], captchaToken: string): Promise<SubmitResult>;
  /** Called with every result as soon as the flow settles, before any dialog. */
  onResult?(result: SubmitResult): void;
  /** Whether a result is shown in a dialog; every result by default. */
  showsDialog?(result: SubmitResult): boolean;
  /** Called when the visitor closes a success dialog, after the form was cleared. */
  onDone?(result: SubmitResult): void;
  /** Clears what the form keeps outside Formik (e.g. the terms checkbox). */
  onReset?(): void;
  /** Fields emptied as soon as the flow succeeds, before the success dialog (e.g. card data). */
  clearOnSuccess?: readonly (keyof FormValues[Form] & string)[];
}

export interface FlowDialogState {
  result: SubmitResult;
  open: boolean;
}

/** Props of a ui field bound to one Formik value. */
export interface BoundFieldProps {
  name: string;
  value: string;
  onChange(event: ChangeEvent<FieldElement>): void;
  onBlur(event: FocusEvent<FieldElement>): void;
  error: string | undefined;
}

/**
 * The state every form shares: Formik values validated on each change, the captcha token, the
 * in-flight flag (no double submit), the dialog of the last result, and a full reset.
 */
export function useFlowForm<Form extends FormName>({
  form,
  emptyValues,
  messages,
  now,
  runFlow,
  onResult,
  showsDialog = () => true,
  onDone,
  onReset,
  clearOnSuccess = [],
}: UseFlowFormOptions<Form>) {
  type Values = FormValues[Form];
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // A new key remounts the captcha, so a reset form asks for a fresh solve.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [dialog, setDialog] = useState<FlowDialogState | null>(null);

  useEffect(() => {
    void loadRules();
  }, []);

  const formik = useFormik<Values>({
    initialValues: emptyValues as Values,
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
    validateOnBlur: true,
    // The flows decide what happens on submit; Formik only tracks values and per-change errors.
    onSubmit: () => {},
  });

  const handleCaptchaChange = useCallback((token: string | null) => {
    setCaptchaToken(typeof token === "string" && token.trim() !== "" ? token : null);
  }, []);

  const resetCaptcha = useCallback(() => {
    setCaptchaToken(null);
    setCaptchaKey((key) => key + 1);
  }, []);

  // While a flow dialog is open it carries the message; the inert page behind it shows none, so the
  // same text is never on the page twice. The fields' messages come back once it closes.
  const dialogOpen = dialog?.open === true;

  const fieldProps = (name: keyof Values & string): BoundFieldProps => {
    const changed = Boolean((formik.touched as Record<string, unknown>)[name]);
    const error = (formik.errors as Record<string, string | undefined>)[name];
    return {
      name,
      value: (formik.values as Record<string, string>)[name] ?? "",
      onChange: (event) => {
        formik.handleChange(event);
        // Each field is validated on every change, so its message shows while the visitor types.
        void formik.setFieldTouched(name, true, false);
      },
      onBlur: formik.handleBlur,
      error: !dialogOpen && (changed || submitAttempted) ? error : undefined,
    };
  };

  const captchaSolved = captchaToken !== null;

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inFlight.current || captchaToken === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitAttempted(true);
    const allTouched = Object.fromEntries(
      Object.keys(emptyValues).map((field) => [field, true]),
    ) as FormikTouched<Values>;
    void formik.setTouched(allTouched, true);
    let result: SubmitResult;
    try {
      result = await runFlow(formik.values, captchaToken);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
    if (result.status === "succeeded") {
      for (const field of clearOnSuccess) void formik.setFieldValue(field, "", false);
    }
    onResult?.(result);
    if (showsDialog(result)) setDialog({ result, open: true });
  };

  const reset = () => {
    formik.resetForm();
    setSubmitAttempted(false);
    resetCaptcha();
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
      onDone?.(result);
    } else {
      focusField(result.field);
    }
  };

  return {
    formik,
    formRef,
    fieldProps,
    submit,
    submitting,
    submitAttempted,
    captcha: {
      key: captchaKey,
      onChange: handleCaptchaChange,
      solved: captchaSolved,
      reset: resetCaptcha,
    },
    dialog,
    /** Whether a flow dialog is open; the form's own messages stay hidden meanwhile. */
    dialogOpen,
    closeDialog,
    reset,
  };
}
