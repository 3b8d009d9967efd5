// Twelve FAQ entries: kept for later, not displayed; the answers are placeholders.

export interface FaqEntry {
  question: string;
  answer: string;
}

const placeholderAnswer =
  "Answer coming soon. In the meantime, our customer service team is happy to help.";

const questions = [
  "What is a telehealth membership?",
  "Who can use my membership?",
  "How do I log in to the health portal or the app?",
  "Where do I find my member ID?",
  "How soon can I talk to a doctor?",
  "Can a doctor send a prescription to my local pharmacy?",
  "Is the membership available outside the United States?",
  "How does the 30-day trial work?",
  "When will I be billed?",
  "How do I cancel my membership?",
  "How do I request a refund?",
  "What should I do in a medical emergency?",
] as const;

export const faq: readonly FaqEntry[] = questions.map((question) => ({
  question,
  answer: placeholderAnswer,
}));
