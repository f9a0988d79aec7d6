import { LegalPage } from './components/legal-page';

export const PRIVACY_POLICY_TITLE = 'Privacy Policy';

const summary = [
  'This policy explains what personal information TalentIndia collects when you use the marketplace, such as your name, email address, billing details, job posts and messages, and how we use it to run your account, process payments and keep the platform safe.',
  'Card details are handled by our card payment provider when you save a payment method, and you can choose which emails you receive from us in your email preferences at any time.',
];

export function PrivacyPolicyPage() {
  return <LegalPage title={PRIVACY_POLICY_TITLE} summary={summary} />;
}
