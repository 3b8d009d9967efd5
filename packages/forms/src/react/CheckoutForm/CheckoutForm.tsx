import type { CallOutcome, PaymentReply } from "@membership/api";
import {
  autofillPresets,
  CheckboxField,
  defaultRenderLink,
  LoadingOverlay,
  PlanCard,
  type PlanCardData,
  type RenderLink,
  SelectField,
  TextField,
} from "@membership/ui";
import { useEffect, useId, useState } from "react";
import type { CheckoutOrder } from "../../flows.js";
import { mergeMessages } from "../../messages.js";
import { stateNames } from "../../states.js";
import { emptyCheckoutValues } from "../../values.js";
import { FlowActions } from "../shared/FlowActions.js";
import { FlowDialog } from "../shared/FlowDialog.js";
import {
  FieldGrid,
  FormSection,
  SectionHeading,
  SectionLegend,
  StyledForm,
  Wide,
} from "../shared/Form.styled.js";
import { type FormHeadingLevel, headingTag } from "../shared/headings.js";
import { loadRules } from "../shared/rules.js";
import type { FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";
import { PlanAndSummary, Summary, SummaryList, SummaryRow } from "./CheckoutForm.styled.js";

/** Headings, labels and button texts of the checkout form; a sister site may reword any of them. */
export interface CheckoutFormTexts {
  paymentHeading: string;
  summaryHeading: string;
  billingHeading: string;
  cardNumber: string;
  fcvv: string;
  expDate: string;
  expDatePlaceholder: string;
  firstName: string;
  lastName: string;
  address: string;
  addressApt: string;
  city: string;
  state: string;
  statePlaceholder: string;
  zipCode: string;
  email: string;
  phoneNumber: string;
  summaryPlan: string;
  summaryMonthlyPrice: string;
  summaryTrialPrice: string;
  total: string;
  /** Text before the terms link in the checkbox label. */
  termsPrefix: string;
  termsLink: string;
  submit: string;
  /** Announced while the payment is sent. */
  loading: string;
}

export const defaultCheckoutFormTexts = {
  paymentHeading: "Payment details",
  summaryHeading: "Order summary",
  billingHeading: "Billing address",
  cardNumber: "Card number",
  fcvv: "CVV",
  expDate: "Expiration date",
  expDatePlaceholder: "mm-yy",
  firstName: "First name",
  lastName: "Last name",
  address: "Address",
  addressApt: "Address 2",
  city: "City",
  state: "State",
  statePlaceholder: "Select a state",
  zipCode: "Zip code",
  email: "Email",
  phoneNumber: "Phone number",
  summaryPlan: "Plan",
  summaryMonthlyPrice: "Monthly price after the trial",
  summaryTrialPrice: "Trial charge",
  total: "Total",
  termsPrefix: "I have read and accept the",
  termsLink: "terms and conditions",
  submit: "Purchase",
  loading: "Processing your payment",
} as const satisfies CheckoutFormTexts;

function termsMessage(accepted: boolean, messages: CheckoutFormProps["messages"]) {
  return accepted ? undefined : mergeMessages(messages).form.termsNotAccepted;
}

const stateOptions = stateNames.map((name) => ({ value: name, label: name }));

export interface CheckoutFormProps extends FlowFormProps {
  /** The chosen plan (content's `Plan`): its card, the order summary and the total (the trial price). */
  plan: PlanCardData;
  /**
   * Sends the order (trimmed values, card type, expiry month and 4-digit year). The site adds the
   * amount, product and keys, e.g. `(order) => api.submitPayment({ ...order, cvv: order.fcvv, … })`.
   */
  submitPayment(order: CheckoutOrder): Promise<CallOutcome<PaymentReply>>;
  /** Whether the terms checkbox starts ticked (the flag saved in storage). */
  termsAccepted?: boolean;
  /** Called when the visitor ticks or unticks the terms, and with the choice on every submit. */
  onTermsChange?(accepted: boolean): void;
  /** The clock of the expiry checks; the current time when omitted. */
  now?: Date;
  /** Target of the terms link. */
  termsHref?: string;
  /** Renders the terms link, e.g. with the router's `Link`; a plain anchor by default. */
  renderLink?: RenderLink;
  /** Level of the section headings; the plan card's heading is one level below. */
  headingLevel?: FormHeadingLevel;
  texts?: Partial<CheckoutFormTexts>;
}

/**
 * The checkout page's form (spec §2, §4): payment details, the plan card with the terms checkbox,
 * the order summary and total, the billing address, then the payment call.
 */
export function CheckoutForm({
  plan,
  submitPayment,
  termsAccepted: initialTermsAccepted = false,
  onTermsChange,
  now,
  termsHref = "/terms-of-service",
  renderLink = defaultRenderLink,
  headingLevel = 2,
  captcha: Captcha,
  dialogs,
  messages,
  onDone,
  logError,
  texts,
}: CheckoutFormProps) {
  const labels: CheckoutFormTexts = { ...defaultCheckoutFormTexts, ...texts };
  const [termsAccepted, setTermsAccepted] = useState(initialTermsAccepted);
  const [termsChanged, setTermsChanged] = useState(false);
  const ids = { payment: useId(), summary: useId(), billing: useId() };

  // The saved flag may be read after the first render (storage is client-only).
  useEffect(() => {
    setTermsAccepted(initialTermsAccepted);
  }, [initialTermsAccepted]);

  const flow = useFlowForm({
    form: "checkout",
    emptyValues: emptyCheckoutValues,
    messages,
    now,
    onDone,
    // The card leaves the page once it is charged, not only when the dialog closes.
    clearOnSuccess: ["cardNumber", "fcvv", "expDate"],
    onReset: () => {
      setTermsAccepted(false);
      setTermsChanged(false);
    },
    runFlow: async (values) =>
      (await loadRules()).submitCheckout(values, {
        termsAccepted,
        saveTermsAccepted: onTermsChange,
        now,
        submitPayment,
        messages,
        logError,
      }),
  });

  const termsError =
    !flow.dialogOpen && (termsChanged || flow.submitAttempted)
      ? termsMessage(termsAccepted, messages)
      : undefined;
  const Heading = headingTag(headingLevel);
  const planHeadingLevel = Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6;

  const termsCheckbox = (
    <CheckboxField
      name="terms"
      checked={termsAccepted}
      error={termsError}
      onChange={(event) => {
        setTermsAccepted(event.target.checked);
        setTermsChanged(true);
        onTermsChange?.(event.target.checked);
      }}
      label={
        <>
          {labels.termsPrefix} {renderLink({ to: termsHref, children: labels.termsLink })}
        </>
      }
    />
  );

  return (
    <>
      <StyledForm
        ref={flow.formRef}
        noValidate
        aria-busy={flow.submitting}
        onSubmit={(event) => void flow.submit(event)}
      >
        <FormSection>
          <SectionLegend>
            <SectionHeading as={Heading} id={ids.payment}>
              {labels.paymentHeading}
            </SectionHeading>
          </SectionLegend>
          <FieldGrid>
            <Wide>
              <TextField
                label={labels.cardNumber}
                required
                {...autofillPresets.cardNumber}
                {...flow.fieldProps("cardNumber")}
              />
            </Wide>
            <TextField
              label={labels.fcvv}
              required
              {...autofillPresets.cvv}
              {...flow.fieldProps("fcvv")}
            />
            <TextField
              label={labels.expDate}
              required
              placeholder={labels.expDatePlaceholder}
              {...autofillPresets.expDate}
              {...flow.fieldProps("expDate")}
            />
          </FieldGrid>
        </FormSection>
        <PlanAndSummary>
          <PlanCard
            plan={plan}
            variant="checkout"
            headingLevel={planHeadingLevel}
            termsSlot={termsCheckbox}
          />
          <Summary aria-labelledby={ids.summary}>
            <SectionHeading as={Heading} id={ids.summary}>
              {labels.summaryHeading}
            </SectionHeading>
            <SummaryList>
              <SummaryRow>
                <dt>{labels.summaryPlan}</dt>
                <dd>{plan.subscriptionType}</dd>
              </SummaryRow>
              <SummaryRow>
                <dt>{labels.summaryMonthlyPrice}</dt>
                <dd>{plan.subscriptionPrice}</dd>
              </SummaryRow>
              <SummaryRow>
                <dt>{labels.summaryTrialPrice}</dt>
                <dd>{plan.subscriptionTrialPrice}</dd>
              </SummaryRow>
              <SummaryRow $total>
                <dt>{labels.total}</dt>
                <dd>{plan.subscriptionTrialPrice}</dd>
              </SummaryRow>
            </SummaryList>
          </Summary>
        </PlanAndSummary>
        <FormSection>
          <SectionLegend>
            <SectionHeading as={Heading} id={ids.billing}>
              {labels.billingHeading}
            </SectionHeading>
          </SectionLegend>
          <FieldGrid>
            <TextField
              label={labels.firstName}
              required
              {...autofillPresets.firstName}
              {...flow.fieldProps("firstName")}
            />
            <TextField
              label={labels.lastName}
              required
              {...autofillPresets.lastName}
              {...flow.fieldProps("lastName")}
            />
            <Wide>
              <TextField
                label={labels.address}
                required
                {...autofillPresets.address}
                {...flow.fieldProps("address")}
              />
            </Wide>
            <Wide>
              <TextField
                label={labels.addressApt}
                required
                {...autofillPresets.addressApt}
                {...flow.fieldProps("addressApt")}
              />
            </Wide>
            <TextField
              label={labels.city}
              required
              {...autofillPresets.city}
              {...flow.fieldProps("city")}
            />
            <SelectField
              label={labels.state}
              required
              placeholder={labels.statePlaceholder}
              options={stateOptions}
              autoComplete={autofillPresets.state.autoComplete}
              {...flow.fieldProps("state")}
            />
            <TextField
              label={labels.zipCode}
              required
              {...autofillPresets.zipCode}
              {...flow.fieldProps("zipCode")}
            />
            <TextField
              label={labels.email}
              required
              {...autofillPresets.email}
              {...flow.fieldProps("email")}
            />
            <TextField
              label={labels.phoneNumber}
              required
              {...autofillPresets.phoneNumber}
              {...flow.fieldProps("phoneNumber")}
            />
          </FieldGrid>
        </FormSection>
        <FlowActions
          Captcha={Captcha}
          captcha={flow.captcha}
          submitting={flow.submitting}
          submitLabel={labels.submit}
        />
      </StyledForm>
      <LoadingOverlay visible={flow.submitting} label={labels.loading} />
      <FlowDialog state={flow.dialog} dialogs={dialogs} onClose={flow.closeDialog} />
    </>
  );
}
