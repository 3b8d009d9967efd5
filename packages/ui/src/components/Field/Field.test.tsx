import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { CheckboxField } from "../CheckboxField/CheckboxField.js";
import { SelectField } from "../SelectField/SelectField.js";
import { TextAreaField } from "../TextAreaField/TextAreaField.js";
import { TextField } from "../TextField/TextField.js";
import { type AutofillField, autofillPresets } from "./autofill.js";
import { showFieldError, shownFieldError } from "./fieldDom.js";

function ControlledCity() {
  const [value, setValue] = useState("");
  return (
    <TextField name="city" label="City" value={value} onChange={(e) => setValue(e.target.value)} />
  );
}

function TermsCheckbox() {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      name="terms"
      checked={checked}
      onChange={(e) => setChecked(e.target.checked)}
      label={
        <>
          I accept the <a href="/terms-of-service">terms and conditions</a>
        </>
      }
    />
  );
}

function describedByTexts(element: HTMLElement): string[] {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe("TextField", () => {
  it("has a visible label tied to the input", () => {
    renderWithTheme(<TextField name="email" label="Email" value="" onChange={() => {}} />);
    const input = screen.getByLabelText("Email");
    expect(input.tagName).toBe("INPUT");
    expect(input).toHaveAttribute("name", "email");
    expect(input).toBeVisible();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("is invalid and described by its error text when in error", () => {
    renderWithTheme(
      <TextField
        name="email"
        label="Email"
        value="1a@b"
        onChange={() => {}}
        hint="Please enter a valid email"
        error="The email must not start with numbers"
      />,
    );
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(describedByTexts(input)).toEqual([
      "Please enter a valid email",
      "The email must not start with numbers",
    ]);
    expect(screen.getByText("The email must not start with numbers")).toBeVisible();
  });

  it("keeps a caller's aria-describedby", () => {
    renderWithTheme(
      <>
        <p id="extra">Extra</p>
        <TextField name="city" label="City" aria-describedby="extra" error="City cannot be empty" />
      </>,
    );
    expect(describedByTexts(screen.getByLabelText("City"))).toEqual([
      "Extra",
      "City cannot be empty",
    ]);
  });

  it("derives distinct ids from the name", () => {
    renderWithTheme(
      <>
        <TextField name="email" label="First email" />
        <TextField name="email" label="Second email" />
      </>,
    );
    const first = screen.getByLabelText("First email");
    const second = screen.getByLabelText("Second email");
    expect(first.id).toMatch(/^email-/);
    expect(first.id).not.toBe(second.id);
  });

  it("reports typing through onChange", async () => {
    renderWithTheme(<ControlledCity />);
    await userEvent.type(screen.getByLabelText("City"), "Miami");
    expect(screen.getByLabelText("City")).toHaveValue("Miami");
  });

  const presetCases = [
    ["cardNumber", "cc-number", "numeric"],
    ["expDate", "cc-exp", "numeric"],
    ["cvv", "cc-csc", "numeric"],
    ["firstName", "given-name", "text"],
    ["lastName", "family-name", "text"],
    ["email", "email", "email"],
    ["phoneNumber", "tel", "tel"],
    ["address", "street-address", "text"],
    ["addressApt", "address-line2", "text"],
    ["city", "address-level2", "text"],
    ["zipCode", "postal-code", "numeric"],
  ] as const satisfies readonly (readonly [AutofillField, string, string])[];

  it.each(presetCases)(
    "%s gets autocomplete %s and inputmode %s",
    (field, autoComplete, inputMode) => {
      renderWithTheme(<TextField name={field} label={field} {...autofillPresets[field]} />);
      const input = screen.getByLabelText(field);
      expect(input).toHaveAttribute("autocomplete", autoComplete);
      expect(input).toHaveAttribute("inputmode", inputMode);
    },
  );

  it("uses the e-mail and phone input types", () => {
    renderWithTheme(
      <>
        <TextField name="email" label="Email" {...autofillPresets.email} />
        <TextField name="phoneNumber" label="Phone" {...autofillPresets.phoneNumber} />
      </>,
    );
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
  });

  it("marks a required field for assistive technology", () => {
    renderWithTheme(<TextField name="city" label="City" required />);
    expect(screen.getByRole("textbox", { name: "City" })).toBeRequired();
  });

  it.each([
    ["text", <TextField key="t" name="city" label="City" required />],
    ["textarea", <TextAreaField key="a" name="message" label="City" required />],
    ["select", <SelectField key="s" name="state" label="City" options={[]} required />],
  ])("keeps the %s label's text to the field name, the required mark beside it", (_, field) => {
    renderWithTheme(field);
    // Exact label matching (as visitors' tools and tests use) must not see the "*".
    expect(screen.getByLabelText("City")).toBeRequired();
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("SelectField", () => {
  const states = [
    { value: "Florida", label: "Florida" },
    { value: "Texas", label: "Texas" },
  ] as const;

  it("lists the options after the placeholder and reports the choice", async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <SelectField
        name="state"
        label="State"
        options={states}
        placeholder="Select a state"
        autoComplete={autofillPresets.state.autoComplete}
        onChange={onChange}
        defaultValue=""
      />,
    );
    const select = screen.getByRole("combobox", { name: "State" });
    expect(select).toHaveAttribute("autocomplete", "address-level1");
    expect(Array.from((select as HTMLSelectElement).options, (o) => o.text)).toEqual([
      "Select a state",
      "Florida",
      "Texas",
    ]);
    await userEvent.selectOptions(select, "Texas");
    expect(onChange).toHaveBeenCalledOnce();
    expect(select).toHaveValue("Texas");
  });

  it("is invalid and described by its error", () => {
    renderWithTheme(
      <SelectField
        name="state"
        label="State"
        options={states}
        error="Please select a valid state"
      />,
    );
    const select = screen.getByRole("combobox", { name: "State" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(describedByTexts(select)).toEqual(["Please select a valid state"]);
  });
});

describe("TextAreaField", () => {
  it("is a labelled textarea, invalid and described by its error", () => {
    renderWithTheme(
      <TextAreaField name="message" label="Message" error="Message cannot be empty" />,
    );
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveAttribute("aria-invalid", "true");
    expect(describedByTexts(textarea)).toEqual(["Message cannot be empty"]);
  });
});

describe("CheckboxField", () => {
  it("has a label that may hold a link and toggles", async () => {
    renderWithTheme(<TermsCheckbox />);
    const checkbox = screen.getByRole("checkbox", { name: "I accept the terms and conditions" });
    expect(screen.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it("is invalid and described by its error", () => {
    renderWithTheme(
      <CheckboxField name="terms" label="I accept" error="You must accept terms and conditions" />,
    );
    const checkbox = screen.getByRole("checkbox", { name: "I accept" });
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
    expect(describedByTexts(checkbox)).toEqual(["You must accept terms and conditions"]);
  });
});

describe("a field's error written before the app (fieldDom)", () => {
  /** The field's markup as the page shows it, attributes in name order: what a visitor and assistive technology get. */
  const markup = (node: Element): string => {
    const attributes = [...node.attributes]
      .filter((attribute) => attribute.name !== "style")
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort();
    const children = [...node.childNodes].map((child) =>
      child instanceof Element ? markup(child) : (child.textContent ?? ""),
    );
    return `<${node.tagName} ${attributes.join(" ")}>${children.join("")}</${node.tagName}>`;
  };

  it.each([
    ["a hint and another message", "Use digits only", "This field only accepts numbers"],
    ["a hint the message repeats", "mm-yy", "mm-yy"],
    ["no hint", undefined, "City cannot be empty"],
    ["no message", "Use digits only", undefined],
  ])("with %s, is the markup the field renders with that error", (_, hint, message) => {
    const field = (error: string | undefined) => (
      <TextField
        id="zip"
        name="zip"
        label="Zip code"
        hint={hint}
        error={error}
        aria-describedby="card-logos"
        defaultValue="33a"
      />
    );
    const renderedMarkup = (error: string | undefined) => {
      const { container, unmount } = renderWithTheme(field(error));
      const shown = markup(container);
      unmount();
      return shown;
    };
    const withMessage = renderedMarkup(message);
    const withoutMessage = renderedMarkup(undefined);
    const written = renderWithTheme(field(undefined));
    const control = screen.getByRole("textbox", { name: "Zip code" });
    if (!(control instanceof HTMLInputElement)) throw new Error("no input");
    showFieldError(control, message);
    expect(markup(written.container)).toBe(withMessage);
    expect(shownFieldError(control)).toBe(message);
    // And back: a right value takes the message away again.
    showFieldError(control, undefined);
    expect(markup(written.container)).toBe(withoutMessage);
  });
});
