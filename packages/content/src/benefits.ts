// The ten benefit cards of spec §3, in the spec's order.
import { benefitIcons } from "./images/benefitIcons.js";

export interface Benefit {
  cardTitle: string;
  cardDescription: string;
  /** SVG data URI. */
  cardIcon: string;
  iconAlt: string;
}

export const benefitsTitle = "Benefits of your membership";

export const benefits = [
  {
    cardTitle: "Primary Care",
    cardDescription:
      "Choose a primary care physician for your treatments, medications and preventive care.",
    cardIcon: benefitIcons.primaryCare,
    iconAlt: "Stethoscope",
  },
  {
    cardTitle: "Urgent Care",
    cardDescription: "Reduce visits to the ER and get a quick diagnosis when you need it.",
    cardIcon: benefitIcons.urgentCare,
    iconAlt: "First aid kit",
  },
  {
    cardTitle: "Mental Health",
    cardDescription: "Talk to therapists in same-day consultations from the comfort of your home.",
    cardIcon: benefitIcons.mentalHealth,
    iconAlt: "Speech bubble holding a heart",
  },
  {
    cardTitle: "Care Navigation",
    cardDescription:
      "Find providers, get second opinions and medication guidance, and have your questions answered.",
    cardIcon: benefitIcons.careNavigation,
    iconAlt: "Compass",
  },
  {
    cardTitle: "Dermatology",
    cardDescription: "Get care for skin, nail and hair conditions and start a healthy routine.",
    cardIcon: benefitIcons.dermatology,
    iconAlt: "Water drop with sparkles",
  },
  {
    cardTitle: "Physical Therapists",
    cardDescription: "Personalized care plans that help you prevent injury and reduce pain.",
    cardIcon: benefitIcons.physicalTherapists,
    iconAlt: "Person stretching",
  },
  {
    cardTitle: "Assistance 24-7-365",
    cardDescription: "Support whenever you need it, from anywhere in the world.",
    cardIcon: benefitIcons.assistance,
    iconAlt: "Globe with a clock hand",
  },
  {
    cardTitle: "Medical Prescriptions",
    cardDescription: "Get your prescriptions from a doctor and buy them at a local pharmacy.",
    cardIcon: benefitIcons.medicalPrescriptions,
    iconAlt: "Medicine capsule",
  },
  {
    cardTitle: "Specialty Referral",
    cardDescription: "Get an immediate referral to the right provider for your condition.",
    cardIcon: benefitIcons.specialtyReferral,
    iconAlt: "Arrow from one person to another",
  },
  {
    cardTitle: "Virtual Consultation",
    cardDescription: "Telemedicine that helps you avoid unnecessary visits to the ER.",
    cardIcon: benefitIcons.virtualConsultation,
    iconAlt: "Doctor on a computer screen",
  },
] as const satisfies readonly Benefit[];
