import type { CallOutcome, PaymentReply } from "@membership/api";
import {
  Dialog,
  defaultRenderLink,
  PlanCard,
  type PlanCardData,
  type RenderLink,
} from "@membership/ui";
import type { CheckoutOrder } from "../../flows.js";
import type { PendingOrderStore } from "../../pendingOrder.js";
import { cardFields, type KeptCheckoutValues } from "../../values.js";
import { FlowForm } from "../shared/FlowForm.js";
import { FormFields } from "../shared/FormFields.js";
import { fillTemplate } from "../shared/fillTemplate.js";
import { type FormHeadingLevel, headingTag } from "../shared/headings.js";
import { loadRules, useLoadedRules } from "../shared/rules.js";
import type { CheckoutFormTexts } from "../shared/texts.js";
import type { FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";
import { type AcceptedCard, CardNumberDetails } from "./CardNumberDetails.js";
import { OrderTerms, PendingNotice, PlanAndSummary } from "./CheckoutForm.styled.js";
import { CheckoutSection } from "./CheckoutSection.js";
import { billingRows, paymentRows, stateOptions } from "./checkoutRows.js";
import { OrderSummary } from "./OrderSummary.js";
import { TermsCheckbox, useTerms, useTickBeforeHydration } from "./TermsCheckbox.js";
import { useKeptValues } from "./useKeptValues.js";
import { usePendingOrder } from "./usePendingOrder.js";
import { useRepeatOrder } from "./useRepeatOrder.js";
import { useSlowPayment } from "./useSlowPayment.js";

export type { CheckoutFormTexts } from "../shared/texts.js";
export type { AcceptedCard } from "./CardNumberDetails.js";

/** The chosen plan (content's `Plan`), and the trial's length in days where the plan carries it. */
export interface CheckoutPlan extends PlanCardData {
  trialDays?: number;
}

export interface CheckoutFormProps extends FlowFormProps {
  /** The chosen plan: its card, the order summary and the total (the trial price). */
  plan: CheckoutPlan;
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
  /** The processor's ResponseCodes that are a definite decline; any other code but 200 leaves the order pending. 402 by default. */
  declineCodes?: readonly number[];
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
  /** The trial's length in days, for the renewal terms above Purchase (the site's config); the plan's `trialDays` when omitted, and no renewal terms without either. */
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
export function CheckoutForm(props: CheckoutFormProps) {
  const { plan, submitPayment, now, headingLevel = 2, trialDays = plan.trialDays } = props;
  const rules = useLoadedRules();
  const terms = useTerms(props.termsAccepted ?? false, props.onTermsChange);
  const pendingOrder = usePendingOrder(plan.subscriptionType, props.pendingOrders);

  const flow = useFlowForm("checkout", props, {
    now,
    // The card leaves the page once it is charged, not only when the dialog closes.
    clearOnSuccess: cardFields,
    onReset: terms.reset,
    runFlow: async (values, captchaToken, messages) => {
      const result = await (await loadRules()).submitCheckout(values, {
        termsAccepted: terms.accepted,
        saveTermsAccepted: props.onTermsChange,
        now,
        // Recorded before the request leaves: a reload while it is on its way still knows of it.
        submitPayment: (order) => {
          const sent = pendingOrder.send(plan.subscriptionTrialPrice, order.cardNumber);
          return submitPayment({ ...order, captchaToken, idempotencyKey: sent.idempotencyKey });
        },
        messages,
        logError: props.logError,
        ...(props.declineCodes ? { declineCodes: props.declineCodes } : {}),
      });
      // Charged (kept, so every tab asks first, before the dialog shows), or a declared decline: the outcome is final.
      // Anything else may have been charged.
      if (result.final) pendingOrder.settle(result.status === "succeeded" ? "charged" : "declined");
      return result;
    },
    // A token the backend has seen is spent: another Purchase needs the captcha solved again.
    onResult: (result) => {
      if (result.status === "failed") flow.captcha.reset();
    },
  });
  const { labels, messages } = flow;
  const { values, setValues } = flow.formik;
  const slowPayment = useSlowPayment(flow.submitting);
  useKeptValues({
    values,
    setValues,
    initialValues: props.initialValues,
    onValuesChange: props.onValuesChange,
  });
  const repeat = useRepeatOrder(flow, pendingOrder, labels);
  useTickBeforeHydration(flow.formRef, terms);

  const termsError =
    !flow.dialogOpen && (terms.changed || flow.submitAttempted) && !terms.accepted
      ? messages.form.termsNotAccepted
      : undefined;
  const Heading = headingTag(headingLevel);
  const planHeadingLevel = Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6;
  const texts = { ...labels, expDateHint: messages.expiry.format };
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
      ? fillTemplate(pending.outcome === "charged" ? labels.chargedNotice : labels.pendingNotice, {
          ...pending,
        })
      : null;

  return (
    <>
      <FlowForm
        {...props}
        flow={flow}
        onSubmit={repeat.onSubmit}
        overlayMessage={slowPayment ? labels.stillProcessing : undefined}
        summary={
          <>
            {pendingNotice ? <PendingNotice role="status">{pendingNotice}</PendingNotice> : null}
            {pendingOrder.durable ? null : (
              <PendingNotice role="status">{labels.storageBlockedNotice}</PendingNotice>
            )}
            {renewalTerms ? <OrderTerms>{renewalTerms}</OrderTerms> : null}
          </>
        }
      >
        <CheckoutSection heading={labels.paymentHeading} as={Heading}>
          <FormFields
            rows={paymentRows}
            texts={texts}
            bind={flow.fieldProps}
            after={{
              cardNumber: (
                <CardNumberDetails
                  brand={rules?.cardType(values.cardNumber)}
                  acceptedCards={props.acceptedCards ?? []}
                  texts={labels}
                />
              ),
            }}
          />
        </CheckoutSection>
        <PlanAndSummary>
          <PlanCard
            plan={plan}
            variant="checkout"
            headingLevel={planHeadingLevel}
            termsSlot={
              <TermsCheckbox
                terms={terms}
                error={termsError}
                texts={labels}
                href={props.termsHref ?? "/terms-of-service"}
                renderLink={props.renderLink ?? defaultRenderLink}
              />
            }
          />
          <OrderSummary plan={plan} texts={labels} heading={Heading} />
        </PlanAndSummary>
        <CheckoutSection heading={labels.billingHeading} as={Heading}>
          <FormFields
            rows={billingRows}
            texts={texts}
            bind={flow.fieldProps}
            options={{ state: stateOptions }}
          />
        </CheckoutSection>
      </FlowForm>
      <Dialog {...repeat.dialog} />
    </>
  );
}
