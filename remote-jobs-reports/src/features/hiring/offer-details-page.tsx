import { Link, useParams } from '@talentindia/router';
import { NotFoundPage, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { paths } from '../../config/paths';
import { routeId } from '../../utils/route-id';
import { useOffer } from './api/get-offer';
import { SentOffer } from './components/sent-offer';
import { WithdrawOffer } from './components/withdraw-offer';
import { OFFER_DETAILS_TITLE } from './offer-title';

/** /offers/:id: an offer the client sent, withdrawn from here while pending. Anything else is the 404 page. */
export function OfferDetailsPage() {
  const offerId = routeId(useParams().id);
  if (offerId === null) return <NotFoundPage />;
  return <OfferDetails key={offerId} offerId={offerId} />;
}

function OfferDetails({ offerId }: { offerId: number }) {
  const offer = useOffer(offerId);
  // The api answers 404 for another client's offer as for one that does not exist.
  if (offer.error?.status === 404) return <NotFoundPage />;

  let content;
  if (offer.isError && !offer.data) {
    content = <LoadFailed message={offer.error.message} onRetry={() => void offer.refetch()} />;
  } else if (!offer.data) {
    content = <SectionSkeleton label="the offer" rows={5} />;
  } else {
    content = <SentOffer offer={offer.data} />;
  }

  return (
    <PageFrame
      title={OFFER_DETAILS_TITLE}
      description={
        offer.data ? (
          <>
            For <Link to={paths.job(offer.data.job.id)}>{offer.data.job.title}</Link>
          </>
        ) : undefined
      }
      actions={offer.data ? <WithdrawOffer offer={offer.data} /> : null}
    >
      {content}
    </PageFrame>
  );
}
