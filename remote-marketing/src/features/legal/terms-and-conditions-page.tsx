import { LegalPage } from './components/legal-page';

export const TERMS_TITLE = 'Terms and Conditions';

const summary = [
  'These terms govern your use of TalentIndia as a client: creating an account, posting jobs, messaging freelancers, hiring them on hourly or fixed-price contracts and paying with cards and credits.',
  'They set out your responsibilities and ours, how payments, fees, taxes and free credits work, and what happens if a contract does not go as planned.',
];

export function TermsAndConditionsPage() {
  return <LegalPage title={TERMS_TITLE} summary={summary} />;
}
