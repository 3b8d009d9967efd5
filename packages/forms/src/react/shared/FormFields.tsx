// A form's fields as a table, each row one field, drawn in order by one loop.
import {
  type AutofillField,
  type AutofillPreset,
  autofillPresets,
  SelectField,
  type SelectOption,
  TextAreaField,
  TextField,
} from "@membership/ui";
import { Fragment, type ReactNode } from "react";
import { FieldGrid, Wide } from "./Form.styled.js";
import type { BoundFieldProps, FieldInput } from "./fieldInput.js";
import { phoneInput } from "./inputs.js";

/** The keys of a form's texts that hold plain strings: what a row may name. */
export type TextKey<Texts> = {
  [Key in keyof Texts]: Texts[Key] extends string ? Key : never;
}[keyof Texts] &
  string;

/** One field of a form's table; the text keys name entries of the form's texts. */
export interface FieldRow<Name extends string, Key extends string> {
  /** The form value it edits (its `name`). */
  name: Name;
  /** Its label's key. */
  label: Key;
  /** A text field unless a select or a text area. */
  control?: "select" | "textarea";
  /** Spans both columns from tablet width. */
  wide?: true;
  /** Required unless set. */
  optional?: true;
  /** The `autofillPresets` entry (autocomplete, inputmode, type); "off" turns autocomplete off. */
  autofill?: AutofillField | "off";
  /** How it takes what is typed (see ./inputs.ts); as typed when omitted. */
  input?: FieldInput;
  /** Its hint's key; a hint the field's own message repeats is hidden (ui's FieldMessages). */
  hint?: Key;
  /** Its placeholder's key (a select's empty first choice). */
  placeholder?: Key;
  maxLength?: number;
  /** A text area's rows. */
  rows?: number;
}

/** The rows every form that asks for them shares. */
export const phoneRow = {
  name: "phoneNumber",
  label: "phoneNumber",
  hint: "phoneNumberHint",
  autofill: "phoneNumber",
  input: phoneInput,
} as const;
export const emailRow = { name: "email", label: "email", autofill: "email" } as const;
export const messageRow = {
  name: "message",
  label: "message",
  wide: true,
  control: "textarea",
} as const;

type CancelFieldName<Reason extends string> =
  | Reason
  | "orderId"
  | "phoneNumber"
  | "email"
  | "message";

/** The fields of both cancellation forms: order id, phone, e-mail, the reason select named `reason`, the message. */
export function cancelRows<Reason extends string>(
  reason: Reason,
  message: Pick<FieldRow<"message", "message">, "optional" | "rows"> = {},
): FieldRow<
  CancelFieldName<Reason>,
  CancelFieldName<Reason> | "phoneNumberHint" | "reasonPlaceholder"
>[] {
  return [
    { name: "orderId", label: "orderId", wide: true, autofill: "off" },
    phoneRow,
    emailRow,
    {
      name: reason,
      label: reason,
      wide: true,
      control: "select",
      placeholder: "reasonPlaceholder",
    },
    { ...messageRow, ...message },
  ];
}

export interface FormFieldsProps<Name extends string, Key extends string> {
  rows: readonly FieldRow<Name, Key>[];
  texts: Readonly<Record<NoInfer<Key>, string>>;
  /** A field's value, handlers and message (the form's `fieldProps`). */
  bind(name: NoInfer<Name>, input?: FieldInput): BoundFieldProps;
  /** The choices of each select. */
  options?: Partial<Record<NoInfer<Name>, readonly SelectOption[]>>;
  /** Shown after a wide field, inside its row (e.g. the card's brand and logos). */
  after?: Partial<Record<NoInfer<Name>, ReactNode>>;
}

function presetOf(autofill: AutofillField | "off" | undefined): Partial<AutofillPreset> {
  if (autofill === "off") return { autoComplete: "off" };
  return autofill ? autofillPresets[autofill] : {};
}

function fieldOf<Name extends string, Key extends string>(
  row: FieldRow<Name, Key>,
  { texts, bind, options }: FormFieldsProps<Name, Key>,
): ReactNode {
  const bound = bind(row.name, row.input);
  const label = texts[row.label];
  const required = row.optional ? undefined : true;
  const placeholder = row.placeholder && texts[row.placeholder];
  const preset = presetOf(row.autofill);
  if (row.control === "select") {
    const choices = options?.[row.name] ?? [];
    return (
      <SelectField
        label={label}
        required={required}
        placeholder={placeholder}
        options={choices}
        autoComplete={preset.autoComplete}
        {...bound}
      />
    );
  }
  if (row.control === "textarea") {
    return <TextAreaField label={label} required={required} rows={row.rows} {...bound} />;
  }
  const hint = row.hint && texts[row.hint];
  return (
    <TextField
      label={label}
      required={required}
      placeholder={placeholder}
      maxLength={row.maxLength}
      hint={hint}
      {...preset}
      {...bound}
    />
  );
}

/** The fields of `rows` in a two-column grid, each bound to the form's value of its name. */
export function FormFields<Name extends string, Key extends string>(
  props: FormFieldsProps<Name, Key>,
) {
  return (
    <FieldGrid>
      {props.rows.map((row) =>
        row.wide ? (
          <Wide key={row.name}>
            {fieldOf(row, props)}
            {props.after?.[row.name]}
          </Wide>
        ) : (
          <Fragment key={row.name}>{fieldOf(row, props)}</Fragment>
        ),
      )}
    </FieldGrid>
  );
}

/** The reason select's choices, each sent as shown. */
export const reasonOptions = (reasons: readonly string[]): SelectOption[] =>
  reasons.map((reason) => ({ value: reason, label: reason }));
