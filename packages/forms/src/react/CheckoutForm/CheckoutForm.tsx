import type { CallOutcome, PaymentReply } from "@membership/api";
import {
  autofillPresets,
  CheckboxField,
  Dialog,
  defaultRenderLink,
  LoadingOverlay,
  PlanCard,
  type PlanCardData,
  type RenderLink,
  SelectField,
  TextField,
} from "@membership/ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { CheckoutOrder } from "../../flows.js";
import { mergeMessages } from "../../messages.js";
import type { PendingOrderStore } from "../../pendingOrder.js";
import { stateNames } from "../../states.js";
import {
  cardFields,
  emptyCheckoutValues,
  type KeptCheckoutValues,
  keptCheckoutFields,
} from "../../values.js";
import { englishFormsTexts, useFormsTexts } from "../FormsLocaleProvider/FormsLocaleProvider.js";
import { type CommonFormTexts, FlowActions } from "../shared/FlowActions.js";
import { FlowDialog } from "../shared/FlowDialog.js";
import {
  FieldGrid,
  FormSection,
  SectionHeading,
  SectionLegend,
  StyledForm,
  Wide,
} from "../shared/Form.styled.js";
import { fillTemplate } from "../shared/fillTemplate.js";
import { type FormHeadingLevel, headingTag } from "../shared/headings.js";
import { cardNumberInput, expiryInput, phoneInput } from "../shared/inputs.js";
import { loadRules, useLoadedRules } from "../shared/rules.js";
import type { FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";
import {
  CardBrand,
  CardDetails,
  CardLogos,
  OrderTerms,
  PendingNotice,
  PlanAndSummary,
  Summary,
  SummaryList,
  SummaryRow,
  Terms,
} from "./CheckoutForm.styled.js";
import { usePendingOrder } from "./usePendingOrder.js";

/** After this long, the loading overlay says the payment is still being processed. */
export const SLOW_PAYMENT_NOTICE_MS = 10_000;

/** One accepted card's logo at the card number field, e.g. one of content's `paymentCardArt` icons. */
export interface AcceptedCard {
  /** The card's name, the logo's text alternative ("Visa"). */
  label: string;
  /** The logo's URL (a data: URL is fine). */
  src: string;
}

/** Headings, labels and button texts of the checkout form; a sister site may reword any of them. */
export interface CheckoutFormTexts extends CommonFormTexts {
  paymentHeading: string;
  summaryHeading: string;
  billingHeading: string;
  cardNumber: string;
  fcvv: string;
  /** Under the CVV: where the code is. */
  fcvvHint: string;
  expDate: string;
  expDatePlaceholder: string;
  firstName: string;
  lastName: string;
  address: string;
  addressApt: string;
  /** Under Address 2, which is required: what to enter without an apartment. */
  addressAptHint: string;
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
  /** After the terms link, which opens the terms in a new tab. */
  termsNewTab: string;
  /** The brand detected as the card number is typed: "{brand}" is e.g. "Visa". */
  cardBrand: string;
  /** Accessible name of the accepted cards' logos. */
  acceptedCards: string;
  /** Directly above Purchase: "{trialPrice}", "{monthlyPrice}" and "{trialDays}" come from the plan. */
  renewalTerms: string;
  submit: string;
  /** Announced while the payment is sent. */
  loading: string;
  /** Shown and announced once the payment has taken SLOW_PAYMENT_NOTICE_MS. */
  stillProcessing: string;
  /**
   * Above Purchase while an order of this plan sent from this tab has no known outcome (after a reload, a timeout or
   * an unreadable reply): "{amount}", "{plan}" and "{cardLast4}" come from that order.
   */
  pendingNotice: string;
  /** The question before a second Purchase of an order sent a few minutes ago. */
  repeatTitle: string;
  repeatText: string;
  repeatConfirm: string;
  repeatCancel: string;
}

/** The English headings, labels and buttons, from `@membership/forms/locales/en-US.json`. */
export const defaultCheckoutFormTexts: CheckoutFormTexts = englishFormsTexts.checkout;

const stateOptions = stateNames.map((name) => ({ value: name, label: name }));

/** The trial's days as the plan's text says them ("Trial for 30 days at"), when a site gives no number. */
function trialDaysOf(plan: PlanCardData): number | undefined {
  const days = /(\d+)\s*days?/i.exec(plan.subscriptionTrialInfo)?.[1];
  return days === undefined ? undefined : Number(days);
}

/** The non-card fields of `values`, and nothing else: what a values store may see. */
function keptValues(values: Readonly<Record<string, string>>): KeptCheckoutValues {
  return Object.fromEntries(
    keptCheckoutFields.map((field) => [field, values[field] ?? ""]),
  ) as KeptCheckoutValues;
}

export interface CheckoutFormProps extends FlowFormProps {
  /** The chosen plan (content's `Plan`): its card, the order summary and the total (the trial price). */
  plan: PlanCardData;
  /**
   * Sends the order (trimmed values, card type, expiry month and 4-digit year, the captcha's token and the order's
   * key). The site adds the amount, product and keys, e.g. `(order) => api.submitPayment(toPaymentInput(order, charge))`.
   */
  submitPayment(order: CheckoutOrder): Promise<CallOutcome<PaymentReply>>;
  /**
   * Where the order in flight is recorded before it leaves, until its outcome is known: give one that outlives a
   * reload (sessionStorage) so that a second Purchase after a reload asks first. In memory by default.
   */
  pendingOrders?: PendingOrderStore;
  /** Whether the terms checkbox starts ticked (the flag saved in storage). */
  termsAccepted?: boolean;
  /** Called when the visitor ticks or unticks the terms, and with the choice on every submit. */
  onTermsChange?(accepted: boolean): void;
  /** The clock of the expiry checks; the current time when omitted. */
  now?: Date;
  /** Target of the terms link; it opens in a new tab, so nothing typed is lost. */
  termsHref?: string;
  /** Renders the terms link (it gets `target="_blank"`), e.g. with the router's `Link`; a plain anchor by default. */
  renderLink?: RenderLink;
  /** The accepted cards' logos, shown at the card number field. */
  acceptedCards?: readonly AcceptedCard[];
  /** The trial's length in days, for the renewal terms above Purchase; read from the plan's trial text when omitted. */
  trialDays?: number;
  /**
   * Non-card values to start from, e.g. kept in sessionStorage for the life of the tab. May arrive
   * after the first render; fills only fields still empty. Card fields are never read from it.
   */
  initialValues?: Partial<KeptCheckoutValues>;
  /** Called with the non-card values after each change; card number, expiry and CVV are never passed. */
  onValuesChange?(values: KeptCheckoutValues): void;
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
  pendingOrders,
  termsAccepted: initialTermsAccepted = false,
  onTermsChange,
  now,
  termsHref = "/terms-of-service",
  renderLink = defaultRenderLink,
  headingLevel = 2,
  acceptedCards = [],
  trialDays = trialDaysOf(plan),
  initialValues,
  onValuesChange,
  captcha: Captcha,
  dialogs,
  messages: messageOverrides,
  onDone,
  logError,
  supportPhone,
  texts,
}: CheckoutFormProps) {
  const locale = useFormsTexts();
  const labels: CheckoutFormTexts = { ...locale.checkout, ...texts };
  const messages = mergeMessages(messageOverrides, locale.messages);
  const rules = useLoadedRules();
  const [slowPayment, setSlowPayment] = useState(false);
  const [askingRepeat, setAskingRepeat] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(initialTermsAccepted);
  const [termsChanged, setTermsChanged] = useState(false);
  const ids = { payment: useId(), summary: useId(), billing: useId() };
  const pendingOrder = usePendingOrder(plan.subscriptionType, pendingOrders);

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
    clearOnSuccess: cardFields,
    onReset: () => {
      setTermsAccepted(false);
      setTermsChanged(false);
    },
    runFlow: async (values, captchaToken) => {
      const result = await (await loadRules()).submitCheckout(values, {
        termsAccepted,
        saveTermsAccepted: onTermsChange,
        now,
        // Recorded before the request leaves: a reload while it is on its way still knows of it.
        submitPayment: (order) => {
          const sent = pendingOrder.send(plan.subscriptionTrialPrice, order.cardNumber);
          return submitPayment({ ...order, captchaToken, idempotencyKey: sent.idempotencyKey });
        },
        messages,
        logError,
      });
      // Charged, or declined with a reason: the outcome is known. Anything else may have been charged.
      if (result.status === "succeeded" || result.dialog === "paymentRejected")
        pendingOrder.settle();
      return result;
    },
    // A token the backend has seen is spent: another Purchase needs the captcha solved again.
    onResult: (result) => {
      if (result.status === "failed") flow.captcha.reset();
    },
  });
  const { values, setValues } = flow.formik;

  useEffect(() => {
    if (!flow.submitting) return;
    setSlowPayment(false);
    const timer = setTimeout(() => setSlowPayment(true), SLOW_PAYMENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [flow.submitting]);

  // Stored values may arrive after the first render; they fill only what the visitor has not typed.
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

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.captcha.solved && !flow.submitting && pendingOrder.current() !== null) {
      setAskingRepeat(true);
      return;
    }
    void flow.submit();
  };

  const termsError =
    !flow.dialogOpen && (termsChanged || flow.submitAttempted) && !termsAccepted
      ? messages.form.termsNotAccepted
      : undefined;
  const Heading = headingTag(headingLevel);
  const planHeadingLevel = Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6;

  // The link sits outside the checkbox's label (its tap target) and opens the terms in a new tab.
  const termsCheckbox = (
    <Terms>
      <CheckboxField
        name="terms"
        checked={termsAccepted}
        error={termsError}
        onChange={(event) => {
          setTermsAccepted(event.target.checked);
          setTermsChanged(true);
          onTermsChange?.(event.target.checked);
        }}
        label={`${labels.termsPrefix} ${labels.termsLink}`}
      />
      {renderLink({
        to: termsHref,
        target: "_blank",
        rel: "noopener",
        children: `${labels.termsLink} ${labels.termsNewTab}`,
      })}
    </Terms>
  );

  const cardNumber = flow.fieldProps("cardNumber", cardNumberInput(rules?.formatCardNumber));
  const brand = rules?.cardType(values.cardNumber);
  const namedBrand = brand !== undefined && brand !== "Other payment method" ? brand : undefined;
  const expiry = flow.fieldProps("expDate", expiryInput);
  const expiryHint = messages.expiry.format;
  const renewalTerms =
    trialDays === undefined
      ? undefined
      : fillTemplate(labels.renewalTerms, {
          trialPrice: plan.subscriptionTrialPrice,
          monthlyPrice: plan.subscriptionPrice,
          trialDays,
        });

  const { pending } = pendingOrder;
  const pendingNotice =
    pending && !flow.submitting
      ? fillTemplate(labels.pendingNotice, {
          amount: pending.amount,
          plan: pending.plan,
          cardLast4: pending.cardLast4,
        })
      : null;

  return (
    <>
      <StyledForm ref={flow.formRef} noValidate aria-busy={flow.submitting} onSubmit={handleSubmit}>
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
                {...cardNumber}
              />
              <CardDetails>
                {/* Polite, and only the brand's name changes: announced when it is known, not per key. */}
                <CardBrand aria-live="polite">
                  {namedBrand ? fillTemplate(labels.cardBrand, { brand: namedBrand }) : null}
                </CardBrand>
                {acceptedCards.length > 0 ? (
                  <CardLogos aria-label={labels.acceptedCards}>
                    {acceptedCards.map((card) => (
                      <li key={card.label}>
                        <img src={card.src} alt={card.label} />
                      </li>
                    ))}
                  </CardLogos>
                ) : null}
              </CardDetails>
            </Wide>
            <TextField
              label={labels.expDate}
              required
              placeholder={labels.expDatePlaceholder}
              // The spec's format hint stays in view, unless the message under it says the same.
              hint={expiry.error === expiryHint ? undefined : expiryHint}
              {...autofillPresets.expDate}
              {...expiry}
            />
            <TextField
              label={labels.fcvv}
              required
              maxLength={4}
              hint={labels.fcvvHint}
              {...autofillPresets.cvv}
              {...flow.fieldProps("fcvv")}
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
                hint={labels.addressAptHint}
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
              hint={labels.phoneNumberHint}
              {...autofillPresets.phoneNumber}
              {...flow.fieldProps("phoneNumber", phoneInput)}
            />
          </FieldGrid>
        </FormSection>
        <FlowActions
          Captcha={Captcha}
          captcha={flow.captcha}
          submitting={flow.submitting}
          submitLabel={labels.submit}
          texts={labels}
          supportPhone={supportPhone}
          summary={
            <>
              {pendingNotice ? <PendingNotice role="status">{pendingNotice}</PendingNotice> : null}
              {renewalTerms ? <OrderTerms>{renewalTerms}</OrderTerms> : null}
            </>
          }
        />
      </StyledForm>
      <LoadingOverlay
        visible={flow.submitting}
        label={labels.loading}
        message={flow.submitting && slowPayment ? labels.stillProcessing : undefined}
      />
      <FlowDialog
        state={flow.dialog}
        dialogs={dialogs ?? locale.dialogs}
        onClose={flow.closeDialog}
      />
      <Dialog
        open={askingRepeat}
        title={labels.repeatTitle}
        text={labels.repeatText}
        buttonText={labels.repeatCancel}
        confirmButtonText={labels.repeatConfirm}
        variant="error"
        onClose={() => setAskingRepeat(false)}
        onConfirm={() => {
          setAskingRepeat(false);
          void flow.submit();
        }}
      />
    </>
  );
}
