// The checkout's non-card values kept for the tab: restored into empty fields, reported after each change.
import { useEffect, useRef } from "react";
import { type CheckoutValues, type KeptCheckoutValues, keptCheckoutFields } from "../../values.js";

/** The non-card fields of `values`, and nothing else: what a values store may see. */
function keptValues(values: Readonly<Record<string, string>>): KeptCheckoutValues {
  return Object.fromEntries(
    keptCheckoutFields.map((field) => [field, values[field] ?? ""]),
  ) as KeptCheckoutValues;
}

export interface KeptValuesOptions {
  /** The form's values now, and how to replace them. */
  values: CheckoutValues;
  setValues(values: CheckoutValues): unknown;
  /** Stored values, which may arrive after the first render; they fill only what the visitor has not typed. */
  initialValues?: Partial<KeptCheckoutValues>;
  /** Called with the non-card values after each change by the visitor. */
  onValuesChange?(values: KeptCheckoutValues): void;
}

export function useKeptValues({
  values,
  setValues,
  initialValues,
  onValuesChange,
}: KeptValuesOptions): void {
  const initialKey = JSON.stringify(initialValues ? keptValues(initialValues) : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stored values' content, not on the object's identity.
  useEffect(() => {
    if (!initialValues) return;
    const restored = Object.entries(keptValues(initialValues)).filter(
      ([field, value]) => value !== "" && values[field as keyof typeof values] === "",
    );
    if (restored.length > 0) void setValues({ ...values, ...Object.fromEntries(restored) });
  }, [initialKey]);

  // Only the visitor's changes are reported, never the card fields.
  const keptKey = JSON.stringify(keptValues(values));
  const reportedKey = useRef(keptKey);
  useEffect(() => {
    if (keptKey === reportedKey.current) return;
    reportedKey.current = keptKey;
    onValuesChange?.(JSON.parse(keptKey) as KeptCheckoutValues);
  }, [keptKey, onValuesChange]);
}
