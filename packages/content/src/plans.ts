// The two monthly plans and the trial; fixed data, never fetched.

export type PlanType = "BASIC" | "PREMIUM";

export interface Plan {
  subscriptionType: PlanType;
  subscriptionPrice: "$39.95" | "$49.95";
  subscriptionTrialInfo: "Trial for 30 days at";
  subscriptionTrialPrice: "$3.29";
  subscriptionDescription: "Monthly";
  subscriptionButtonText: "Buy";
}

/** The amount charged at checkout, as sent to the payment call. */
export const trialPrice = "3.29";
export const trialDays = 30;
export const trialBannerText = "Get a 30-day trial version for ONLY $3.29";

export const plans = {
  BASIC: {
    subscriptionType: "BASIC",
    subscriptionPrice: "$39.95",
    subscriptionTrialInfo: "Trial for 30 days at",
    subscriptionTrialPrice: "$3.29",
    subscriptionDescription: "Monthly",
    subscriptionButtonText: "Buy",
  },
  PREMIUM: {
    subscriptionType: "PREMIUM",
    subscriptionPrice: "$49.95",
    subscriptionTrialInfo: "Trial for 30 days at",
    subscriptionTrialPrice: "$3.29",
    subscriptionDescription: "Monthly",
    subscriptionButtonText: "Buy",
  },
} as const satisfies Record<PlanType, Plan>;

/** Plans in display order. */
export const planList: readonly Plan[] = [plans.BASIC, plans.PREMIUM];
