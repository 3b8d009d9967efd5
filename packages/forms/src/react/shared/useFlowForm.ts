import { type FormikErrors, useFormik, validateYupSchema, yupToFormErrors } from "formik";
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { SubmitResult } from "../../flows.js";
import type { MessageOverrides } from "../../messages.js";
import type { FormName, FormValues } from "../../values.js";
import { afterPointerPress, trackPointerPress } from "./pointerPress.js";
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

/** How a field takes what is typed, pasted or autofilled (see ../../input.ts). */
export interface FieldInput {
  /** The value the form keeps; `shown` is what the field showed before the change. */
  normalise(typed: string, shown: string): string;
  /** How a kept value is shown (e.g. card digits in groups); as kept when omitted. */
  display?(value: string): string;
}

/** No captcha yet; solved; its token expired; its script could not load. */
export type CaptchaStatus = "unsolved" | "solved" | "expired" | "unavailable";

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

// What comes before the caret once formatting is set aside: letters and digits.
const significant = /[\p{L}\p{N}]/u;

/** Where the caret goes in `shown` so that it stays after the same letters and digits as in `typed`. */
function caretAfter(typed: string, caret: number, shown: string): number {
  if (caret >= typed.length) return shown.length;
  let remaining = Array.from(typed.slice(0, caret)).filter((c) => significant.test(c)).length;
  let position = 0;
  for (const character of shown) {
    if (remaining === 0) break;
    position += character.length;
    if (significant.test(character)) remaining -= 1;
  }
  return position;
}

/**
 * The state every form shares: Formik values validated on each change, the captcha token, the
 * in-flight flag (no double submit), the dialog of the last result, and a full reset. A field's
 * message shows once the visitor leaves the field (or submits) with a wrong value, and goes as soon
 * as the value is right ("reward early, punish late").
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
  // Fields whose message shows: left (or submitted) with a wrong value, and not right since.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const pendingCaret = useRef<{ field: string; position: number } | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>("unsolved");
  // A new key remounts the captcha, so a reset form asks for a fresh solve.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [dialog, setDialog] = useState<FlowDialogState | null>(null);

  useEffect(() => {
    trackPointerPress();
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
    // Leaving a field validates it through `reveal`, which needs the fresh result.
    validateOnBlur: false,
    // The flows decide what happens on submit; Formik only tracks values and per-change errors.
    onSubmit: () => {},
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
    if (wrong.length > 0) setRevealed((shown) => new Set([...shown, ...wrong]));
  };

  // A formatted field's caret stays after the same digits once the value is reformatted.
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    pendingCaret.current = null;
    const control = formRef.current?.elements.namedItem(pending.field);
    if (control instanceof HTMLInputElement && document.activeElement === control) {
      control.setSelectionRange(pending.position, pending.position);
    }
  });

  const handleCaptchaChange = useCallback((token: string | null) => {
    const solved = typeof token === "string" && token.trim() !== "";
    setCaptchaToken(solved ? token : null);
    // A token that goes away without a reset has expired.
    setCaptchaStatus((status) => (solved ? "solved" : status === "solved" ? "expired" : status));
  }, []);

  const handleCaptchaError = useCallback(() => {
    setCaptchaToken(null);
    setCaptchaStatus("unavailable");
  }, []);

  const resetCaptcha = useCallback(() => {
    setCaptchaToken(null);
    setCaptchaStatus("unsolved");
    setCaptchaKey((key) => key + 1);
  }, []);

  // While a flow dialog is open it carries the message; the inert page behind it shows none, so the
  // same text is never on the page twice. The fields' messages come back once it closes.
  const dialogOpen = dialog?.open === true;

  const fieldProps = (name: keyof Values & string, input?: FieldInput): BoundFieldProps => {
    const error = (formik.errors as Record<string, string | undefined>)[name];
    const kept = (formik.values as Record<string, string>)[name] ?? "";
    const shown = input?.display ? input.display(kept) : kept;
    return {
      name,
      value: shown,
      // Each field is still validated on every change (spec §4); only its message waits.
      onChange: (event) => {
        if (!input) {
          formik.handleChange(event);
          return;
        }
        const typed = event.target.value;
        const next = input.normalise(typed, shown);
        const caret = event.target instanceof HTMLInputElement ? event.target.selectionStart : null;
        if (caret !== null) {
          const nextShown = input.display ? input.display(next) : next;
          pendingCaret.current = { field: name, position: caretAfter(typed, caret, nextShown) };
        }
        void formik.setFieldValue(name, next);
      },
      onBlur: (event) => {
        formik.handleBlur(event);
        void afterPointerPress().then(() => reveal([name]));
      },
      error: !dialogOpen && revealed.has(name) ? error : undefined,
    };
  };

  const captchaSolved = captchaToken !== null;

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inFlight.current || captchaToken === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitAttempted(true);
    void reveal(Object.keys(emptyValues));
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
    setRevealed(new Set());
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
      onError: handleCaptchaError,
      status: captchaStatus,
      solved: captchaSolved,
      reset: resetCaptcha,
    },
    dialog,
    /** Whether a flow dialog is open; the form's own messages stay hidden meanwhile. */
    dialogOpen,
    closeDialog,
    focusField,
    reset,
  };
}
