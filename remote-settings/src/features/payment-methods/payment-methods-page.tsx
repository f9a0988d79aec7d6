import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { settingsPaths } from '../../config/settings-paths';
import { usePaymentMethods } from './api/get-payment-methods';
import { AvailableCredits } from './components/available-credits';
import { SavedCards } from './components/saved-cards';
import styles from './payment-methods-page.module.css';

const section = settingsPaths.paymentMethods;

/** /settings/payment-methods (spec §2): the credits balance and the saved cards. */
export function PaymentMethodsPage() {
  const paymentMethods = usePaymentMethods();
  let content;
  // A failed reload after a change keeps the list shown; only a first load that failed says so.
  if (paymentMethods.data === undefined && paymentMethods.isError) {
    content = <LoadFailed message={paymentMethods.error.message} onRetry={() => void paymentMethods.refetch()} />;
  } else if (paymentMethods.data === undefined) {
    content = <SectionSkeleton label="payment methods" rows={3} />;
  } else {
    content = (
      <div className={styles.sections}>
        <AvailableCredits credits={paymentMethods.data.credits} />
        <SavedCards cards={paymentMethods.data.payment_methods} />
      </div>
    );
  }
  return (
    <PageFrame title={section.title} description={section.description}>
      {content}
    </PageFrame>
  );
}
