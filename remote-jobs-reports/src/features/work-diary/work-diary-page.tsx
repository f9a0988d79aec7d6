import type { Contract, WorkDiary } from '@talentindia/contracts';
import { Link, useParams, useSearchParams } from '@talentindia/router';
import { NotFoundPage, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed, Section } from '@talentindia/ui/page-parts';
import { paths } from '../../config/paths';
import { routeId } from '../../utils/route-id';
import { useContract } from './api/get-contract';
import { useWorkDiary } from './api/get-work-diary';
import { DayList } from './components/day-list';
import { DisputeList } from './components/dispute-list';
import { WeekPayment } from './components/week-payment';
import { WeekSummary } from './components/week-summary';
import { WeekSwitcher } from './components/week-switcher';
import { formatWeek } from '../../utils/format-week';
import { WORK_DIARY_TITLE } from './work-diary-title';
import styles from './work-diary-page.module.css';

/**
 * /jobs/:id/contracts/:contractId/work-diary?week=: an hourly contract's hours, a week at a time
 * (`week` its Monday; this week without it), and where each week's payment stands. Anything else
 * is the 404 page.
 */
export function WorkDiaryPage() {
  const params = useParams();
  const jobId = routeId(params.id);
  const contractId = routeId(params.contractId);
  if (jobId === null || contractId === null) return <NotFoundPage />;
  return <WorkDiaryOfContract key={contractId} jobId={jobId} contractId={contractId} />;
}

function WorkDiaryOfContract({ jobId, contractId }: { jobId: number; contractId: number }) {
  const [search, setSearch] = useSearchParams();
  const week = search.get('week') || null;
  const contract = useContract(contractId);
  const diary = useWorkDiary(contractId, week);
  // The api answers 404 for another client's contract as for one that does not exist; under
  // another job's address it is not this page either.
  if (
    contract.error?.status === 404 ||
    diary.error?.status === 404 ||
    (contract.data && contract.data.job.id !== jobId)
  )
    return <NotFoundPage />;

  let content;
  if (diary.isError && !diary.data) {
    // A 422 (not an hourly contract, a week that is not a Monday) would fail the same way again.
    const retry = diary.error.status === 422 ? undefined : () => void diary.refetch();
    content = <LoadFailed message={diary.error.message} onRetry={retry} />;
  } else if (!diary.data) {
    content = <SectionSkeleton label="the work diary" rows={7} />;
  } else {
    content = (
      <WeekOfDiary
        contractId={contractId}
        diary={diary.data}
        week={week}
        loading={diary.isPlaceholderData}
        onChoose={(monday) => setSearch({ week: monday })}
      />
    );
  }

  return (
    <PageFrame title={WORK_DIARY_TITLE} description={contract.data ? <ContractLine contract={contract.data} /> : null}>
      {content}
    </PageFrame>
  );
}

/** Which contract: its title (to its job's page) and the freelancer (to their profile). */
function ContractLine({ contract }: { contract: Contract }) {
  const { freelancer } = contract;
  return (
    <>
      <Link to={paths.job(contract.job.id)}>{contract.title}</Link> with{' '}
      <Link to={paths.freelancer(freelancer.id)}>
        {freelancer.first_name} {freelancer.last_name}
      </Link>
    </>
  );
}

interface WeekOfDiaryProps {
  contractId: number;
  diary: WorkDiary;
  /** The page's `?week=` (null for this week). */
  week: string | null;
  /** Another week is on its way; this one shows meanwhile. */
  loading: boolean;
  onChoose: (monday: string) => void;
}

function WeekOfDiary({ contractId, diary, week, loading, onChoose }: WeekOfDiaryProps) {
  const disputes = diary.review?.disputes ?? [];
  return (
    <div className={styles.sections} aria-busy={loading || undefined}>
      <Section
        title={formatWeek(diary.week.monday, diary.week.sunday)}
        aside={<WeekSwitcher diary={diary} onChoose={onChoose} />}
      >
        <WeekSummary diary={diary} />
        <WeekPayment contractId={contractId} diary={diary} week={week} />
        <DayList days={diary.days} />
      </Section>
      {disputes.length > 0 ? <DisputeList contractId={contractId} disputes={disputes} week={week} /> : null}
    </div>
  );
}
