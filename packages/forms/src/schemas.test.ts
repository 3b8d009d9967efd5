import { describe, expect, it } from "vitest";
import { type AnyObject, type ObjectSchema, ValidationError } from "yup";
import { formSchema } from "./schemas.js";
import { emptyFormValues } from "./values.js";

const now = new Date(2026, 5, 15);

// Validates like Formik does (every error, not the first) and returns field → message.
async function errorsOf<T extends AnyObject>(
  schema: ObjectSchema<T>,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? "", inner.message]));
  }
}

const validCheckout = {
  cardNumber: "4111111111111111",
  fcvv: "123",
  expDate: "07-26",
  firstName: "Ana",
  lastName: "Smith",
  address: "1 Main St",
  addressApt: "Apt 2",
  city: "Miami",
  state: "Florida",
  zipCode: "33131",
  email: "ana@example.com",
  phoneNumber: "3055551234",
};

describe("contactSchema", () => {
  it("accepts a complete, well-formed request", async () => {
    const values = {
      firstName: "Ana Smith",
      phoneNumber: "3055551234",
      email: "ana@example.com",
      message: "Hello",
    };
    expect(await errorsOf(formSchema("contact"), values)).toEqual({});
  });

  it("reports every field's message, reading Formik's undefined as empty", async () => {
    expect(
      await errorsOf(formSchema("contact"), {
        firstName: "Ana3",
        phoneNumber: undefined,
        email: "1@x.com",
        message: "",
      }),
    ).toEqual({
      firstName: "It doesn't have valid characters for a name",
      phoneNumber: "Phone number cannot be empty",
      email: "The email must not start with numbers",
      message: "Message cannot be empty",
    });
  });
});

describe("cancelSchema", () => {
  it("checks the order id, phone, email, reason and message", async () => {
    expect(
      await errorsOf(formSchema("cancel"), {
        orderId: "<1>",
        phoneNumber: "12345678901",
        email: "ana@",
        reasonForCancellation: "",
        message: " ",
      }),
    ).toEqual({
      orderId: "The order id must not have special characters",
      phoneNumber: "The phone number must be 10 digits",
      email: "It is missing: @, a dot (.), and other characters, for a valid email",
      reasonForCancellation: "Reason cannot be empty",
      message: "Message cannot be empty",
    });
  });
});

describe("checkoutSchema, per-change reading (Formik's validationSchema)", () => {
  it("accepts a complete order with a 4-digit cvv", async () => {
    expect(
      await errorsOf(formSchema("checkout", { now }), { ...validCheckout, fcvv: "1234" }),
    ).toEqual({});
  });

  it.each([
    ["fcvv", "123", "The cvv must have 3 digits"],
    ["fcvv", "12345", "The cvv must not have more than 3 digits"],
    ["expDate", "7-26", "Please enter a valid expDate format(mm-yy)"],
    ["expDate", "06-26", "The expiration date of your card is not valid"],
    ["expDate", "13-30", "The expiration date of your card is not valid"],
    ["cardNumber", "41111111111111112", "This field must have 16 digits"],
    ["addressApt", "", "Address 2 cannot be empty"],
    ["state", "FL", "Please select a valid state"],
    ["zipCode", "ABC", "Zip code only accepts numbers"],
  ])("%s = %j → %j", async (field, value, expected) => {
    const values = { ...validCheckout, fcvv: "1234", [field]: value };
    expect(await errorsOf(formSchema("checkout", { now }), values)).toEqual({ [field]: expected });
  });

  it("reads the expiry against the time of validation when no clock is given", async () => {
    const values = { ...validCheckout, fcvv: "1234", expDate: "01-20" };
    expect(await errorsOf(formSchema("checkout"), values)).toEqual({
      expDate: "The expiration date of your card is not valid",
    });
  });

  it("names every empty field", async () => {
    const errors = await errorsOf(formSchema("checkout", { now }), emptyFormValues.checkout);
    expect(errors).toEqual({
      cardNumber: "Card number cannot be empty",
      fcvv: "Cvv cannot be empty",
      expDate: "Expiration date cannot be empty",
      firstName: "First name cannot be empty",
      lastName: "Last name cannot be empty",
      address: "Address cannot be empty",
      addressApt: "Address 2 cannot be empty",
      city: "City cannot be empty",
      state: "State cannot be empty",
      zipCode: "Zip code cannot be empty",
      email: "Email cannot be empty",
      phoneNumber: "Phone number cannot be empty",
    });
  });
});

describe("checkoutSchema, submit reading (the flows' format step)", () => {
  const submit = formSchema("checkout", { now, reading: "submit" });

  it("accepts a 3-digit cvv and a 4-digit cvv", async () => {
    expect(await errorsOf(submit, validCheckout)).toEqual({});
    expect(await errorsOf(submit, { ...validCheckout, fcvv: "1234" })).toEqual({});
  });

  it.each([
    ["fcvv", "12", "The cvv must have 3 digits"],
    ["expDate", "7-26", "Please enter a valid expDate format(mm-yy)"],
  ])("%s = %j → %j", async (field, value, expected) => {
    expect(await errorsOf(submit, { ...validCheckout, [field]: value })).toEqual({
      [field]: expected,
    });
  });

  it("leaves a past expiry date to the flow's own expiry step", async () => {
    expect(await errorsOf(submit, { ...validCheckout, expDate: "01-20" })).toEqual({});
  });
});

describe("floatingCancelSchema", () => {
  it("leaves the message optional and uses the dialog's own texts", async () => {
    expect(
      await errorsOf(formSchema("floatingCancel"), {
        orderId: "A1",
        phoneNumber: "(305) 555 12",
        email: "ana",
        motivo: "Too expensive",
        message: "",
      }),
    ).toEqual({
      phoneNumber: "Phone number must be numeric and 10 digits.",
      email: "Please enter a valid email address.",
    });
  });
});

describe("schema overrides", () => {
  it("uses the overridden texts and keeps the others", async () => {
    const schema = formSchema("contact", { messages: { email: { empty: "Escriba su correo" } } });
    const errors = await errorsOf(schema, {
      firstName: "",
      phoneNumber: "",
      email: "",
      message: "",
    });
    expect(errors.email).toBe("Escriba su correo");
    expect(errors.firstName).toBe("First name cannot be empty");
  });

  it("shows an overridden text literally, without template interpolation", async () => {
    // Yup's own placeholder syntax, written literally by a sister site.
    const literal = ["$", "{path} is $", "{value}"].join("");
    const schema = formSchema("checkout", { now, messages: { city: { empty: literal } } });
    const errors = await errorsOf(schema, { ...validCheckout, fcvv: "1234", city: "" });
    expect(errors).toEqual({ city: literal });
  });
});
