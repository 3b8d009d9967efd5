// The five policy pages, written for any reseller: brand values come from the SiteConfig.
import { acceptedCardsText } from "./images/paymentCards.js";
import { supportHours } from "./pages.js";
import { plans, trialDays, trialPrice } from "./plans.js";
import { type PolicySlug, policiesLastUpdated } from "./policySlugs.js";
import type { SiteConfig } from "./siteConfig.js";

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

export interface Policy {
  title: string;
  /** "mm/dd/yyyy", shown as "Last updated …" where present. */
  lastUpdated?: string;
  sections: readonly PolicySection[];
}

export type Policies = Record<PolicySlug, Policy>;

/** "123 Main St, Miami, FL 33101". */
export function addressLine(config: SiteConfig): string {
  const { street, city, state, zip } = config.address;
  return `${street}, ${city}, ${state} ${zip}`;
}

export function createPolicies(config: SiteConfig): Policies {
  const brand = config.brandName;
  const phone = config.supportPhone;
  const email = config.supportEmail;
  const domain = config.siteDomain;
  const address = addressLine(config);
  const hours = supportHours.join(", and ");
  const trial = `$${trialPrice}`;
  const basic = plans.BASIC.subscriptionPrice;
  const premium = plans.PREMIUM.subscriptionPrice;
  const reachUs = `by phone at ${phone} (${hours}), by e-mail at ${email}, or by mail at ${address}`;

  return {
    "privacy-policy": {
      title: "Privacy policy and HIPAA notice",
      sections: [
        {
          heading: "Who we are",
          paragraphs: [
            `${brand} sells monthly telehealth memberships through the website ${domain}. We are an authorized reseller of a third-party telemedicine service that provides video consultations and electronic medical records. This notice explains what information we collect, why we collect it, who we share it with and the choices you have.`,
            `${brand} refers members to independent licensed physicians. We do not give medical care ourselves, and we do not see the notes a physician writes during your visit.`,
          ],
        },
        {
          heading: "Information we collect",
          paragraphs: [
            "When you buy a membership we collect your first and last name, billing address, e-mail address, phone number and the details of your payment card.",
            "When you write to us through the contact or cancellation forms we collect your name, e-mail address, phone number, order number, your reason for cancelling and your message.",
            "Our forms use a captcha service to tell people from automated programs. A live-chat service may also receive what you type into the chat window.",
          ],
        },
        {
          heading: "How we use your information",
          paragraphs: [
            "We use your information to set up and run your membership: to process your payment, to send your welcome letter by e-mail within 24 hours of your purchase, to send you a text or e-mail notice 48 hours before each monthly bill, and to answer your questions, refund requests and cancellation requests.",
            "We also use it to prevent fraud, to keep our records in order and to meet our legal obligations. We do not sell your personal information.",
          ],
        },
        {
          heading: "Your health information (HIPAA notice)",
          paragraphs: [
            "Health information created during your virtual visits, such as symptoms, diagnoses, prescriptions and treatment plans, is kept in the electronic medical records of the telemedicine service and the independent physicians who treat you. They protect it as the Health Insurance Portability and Accountability Act (HIPAA) requires.",
            "Your health information may be used and shared for your treatment, for payment and for health care operations, and otherwise only with your written permission or where the law requires it.",
            "You have the right to see and get a copy of your medical records, to ask for a correction, to ask for a list of the disclosures made, to ask for limits on how your information is used or shared, to ask to be contacted in a confidential way, and to get a paper copy of this notice.",
          ],
        },
        {
          heading: "Who we share information with",
          paragraphs: [
            "We share only what is needed, and only with: the telemedicine service that provides your care, our payment processor, the companies that send our e-mail and text messages, and public authorities when the law requires it.",
            "Each of them may use your information only to provide their service to us or to you.",
          ],
        },
        {
          heading: "How long we keep records",
          paragraphs: [
            "We archive membership, billing and correspondence records for 7 years, then delete them. Medical records are kept by the telemedicine service as the law requires.",
          ],
        },
        {
          heading: "How we protect your information",
          paragraphs: [
            "Card details are encrypted in your browser before they are sent. Only the staff who need your information to serve you can see it. Our security policy describes these measures in more detail.",
          ],
        },
        {
          heading: "Members in the United States only",
          paragraphs: [
            "Our memberships are offered only to people in the United States, and this notice is written for them. Memberships are bought by adults; children may be covered as family members with the consent of a parent or guardian.",
          ],
        },
        {
          heading: "Your choices and how to reach us",
          paragraphs: [
            `You can ask us what information we hold about you, ask us to correct it, or ask us to stop sending you messages other than billing notices. Contact ${brand} ${reachUs}.`,
          ],
        },
      ],
    },

    "refund-policy": {
      title: "Refund policy",
      sections: [
        {
          heading: "The trial fee",
          paragraphs: [
            `Every membership starts with a ${trialDays}-day trial for ${trial}. This amount is a non-refundable introductory processing fee.`,
          ],
        },
        {
          heading: "Membership fees",
          paragraphs: [
            `After the trial, the BASIC plan costs ${basic} a month and the PREMIUM plan ${premium} a month, billed automatically at the end of each period. You can ask for a refund of a membership fee within 30 days of the purchase.`,
          ],
        },
        {
          heading: "How to request a refund",
          paragraphs: [
            `Call us at ${phone} or write to ${email}. Tell us your full name, the e-mail address you used to buy your membership and, if you have it, your order number.`,
            `Our customer service team is available ${hours}.`,
          ],
        },
        {
          heading: "When you will see your money",
          paragraphs: [
            "Once we approve your refund, we return it to the card you paid with. Your bank may take 1 to 5 days to show it on your statement.",
          ],
        },
        {
          heading: "Avoiding the next charge",
          paragraphs: [
            "A refund does not cancel your membership by itself. To stop future charges, cancel by phone or through the cancellation form on our cancel page. We send a text or e-mail notice 48 hours before each bill, so you always have time to decide.",
          ],
        },
      ],
    },

    "terms-of-service": {
      title: "Terms of service",
      sections: [
        {
          heading: "Agreement",
          paragraphs: [
            `These terms govern the telehealth membership that ${brand} sells through ${domain}. By buying a membership you accept them. Please read them together with our privacy policy and refund policy.`,
          ],
        },
        {
          heading: "What the membership is",
          paragraphs: [
            `${brand} is an authorized reseller of a third-party telemedicine service that offers video consultations and electronic medical records. Your membership gives you access to that service, where independent licensed physicians can see you 24 hours a day, 7 days a week, 365 days a year.`,
            `${brand} only refers you to independent licensed physicians and does not give medical care. The physicians, not ${brand}, are responsible for the care they give.`,
            "The membership is not for emergencies. In a medical emergency, dial 911.",
          ],
        },
        {
          heading: "Who can join",
          paragraphs: [
            "The membership is available only to users in the United States. You must be an adult to buy a membership and the information you give us must be true and complete.",
          ],
        },
        {
          heading: "Trial, billing and automatic renewal",
          paragraphs: [
            `Your membership starts with a ${trialDays}-day trial for ${trial}, a non-refundable introductory processing fee.`,
            `When the trial ends, the membership fee of your plan is billed automatically to the card you gave us: ${basic} a month for BASIC or ${premium} a month for PREMIUM. After that, the fee is billed automatically at the end of each monthly period until you cancel.`,
            "We send you a text or e-mail notice 48 hours before each bill date.",
            `We accept ${acceptedCardsText}.`,
          ],
        },
        {
          heading: "Your welcome letter and access",
          paragraphs: [
            "We send your welcome letter by e-mail within 24 hours of your purchase. It holds your member ID and tells you how to log in to the member portal or the mobile app. Keep your member ID and password private.",
          ],
        },
        {
          heading: "Cancellation",
          paragraphs: [
            `You can cancel at any time. To cancel, notify us by phone at ${phone} or through the cancellation form on our cancel page. Cancellation stops future charges; you keep access until the end of the period already paid.`,
          ],
        },
        {
          heading: "Refunds",
          paragraphs: [
            "You can ask for a refund of a membership fee within 30 days of the purchase, as our refund policy explains. Your bank may take 1 to 5 days to show the refund.",
          ],
        },
        {
          heading: "Records",
          paragraphs: ["We archive membership and billing records for 7 years."],
        },
        {
          heading: "Limitation of liability",
          paragraphs: [
            `To the extent the law allows, the total liability of ${brand} for any claim related to your membership is limited to the amount of one month's membership fee, or $1,000 if you have paid no membership fee.`,
          ],
        },
        {
          heading: "Disputes",
          paragraphs: [
            "Any dispute about these terms or your membership will be settled by binding arbitration in the State of Texas, and not in court, except where the law does not allow it.",
          ],
        },
        {
          heading: "Changes and contact",
          paragraphs: [
            `We may update these terms; the version on this page applies. Questions? Contact ${brand} ${reachUs}.`,
          ],
        },
      ],
    },

    "security-policy": {
      title: "Security policy",
      lastUpdated: policiesLastUpdated,
      sections: [
        {
          heading: "Our commitment",
          paragraphs: [
            `${brand} takes the security of your personal and payment information seriously. This policy describes how ${domain} protects it and what you can do to help.`,
          ],
        },
        {
          heading: "Payments",
          paragraphs: [
            "Your card details are encrypted in your browser before they leave your device, and only then are they sent on to our payment processor. They are used only to process your membership payments.",
            `We accept ${acceptedCardsText}.`,
          ],
        },
        {
          heading: "Forms and automated abuse",
          paragraphs: [
            "Our contact, cancellation and checkout forms ask you to solve a captcha, which keeps automated programs from sending requests in your name.",
          ],
        },
        {
          heading: "Health information",
          paragraphs: [
            "Your medical information is held in the electronic medical records of the third-party telemedicine service and protected as HIPAA requires. We do not keep the notes of your visits.",
          ],
        },
        {
          heading: "Access and retention",
          paragraphs: [
            "Only staff who need your information to serve you can see it. We archive membership and billing records for 7 years and then delete them.",
          ],
        },
        {
          heading: "What you can do",
          paragraphs: [
            "Keep your member ID and password private and log out on shared devices. We will never ask for your password by phone or e-mail.",
          ],
        },
        {
          heading: "Reporting a concern",
          paragraphs: [
            `If you notice something suspicious, contact ${brand} at ${phone} or ${email} right away.`,
          ],
        },
      ],
    },

    "delivery-policy": {
      title: "Delivery policy",
      lastUpdated: policiesLastUpdated,
      sections: [
        {
          heading: "A digital service",
          paragraphs: [
            `The ${brand} membership is a digital service. Nothing is shipped to your home: you use your membership online, through the member portal or the mobile app for Apple and Android.`,
          ],
        },
        {
          heading: "Your welcome letter",
          paragraphs: [
            "After your purchase we send your welcome letter by e-mail within 24 hours. It holds your member ID and explains how to log in and start your first virtual visit.",
          ],
        },
        {
          heading: "If the letter does not arrive",
          paragraphs: [
            `Check your spam or junk folder first. If the letter is not there 24 hours after your purchase, call us at ${phone} or write to ${email} and we will send it again.`,
          ],
        },
        {
          heading: "Prescriptions",
          paragraphs: [
            "When a physician prescribes a medication during a visit, you buy it at a local pharmacy of your choice. We do not ship medication.",
          ],
        },
        {
          heading: "Where we deliver",
          paragraphs: ["Memberships are available only to users in the United States."],
        },
        {
          heading: "Billing notices",
          paragraphs: [
            "Your membership renews automatically each month after the trial. We send a text or e-mail notice 48 hours before each bill date.",
          ],
        },
      ],
    },
  };
}
