import { Button, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed, Section } from '@talentindia/ui/page-parts';
import { useJobContracts } from '../api/get-job-contracts';
import { ContractCard } from './contract-card';
import styles from './section-list.module.css';

/** The job’s contracts (a job with one has hired): active ones can be ended, their milestones funded, approved or added to. */
export function ContractsSection({ jobId }: { jobId: number }) {
  const contracts = useJobContracts(jobId);
  const items = contracts.data?.pages.flatMap((page) => page.data) ?? [];

  let content;
  if (contracts.isError && !contracts.data) {
    content = <LoadFailed message={contracts.error.message} onRetry={() => void contracts.refetch()} />;
  } else if (!contracts.data) {
    content = <SectionSkeleton label="contracts" rows={2} />;
  } else if (items.length === 0) {
    content = <p className={styles.empty}>No contracts for this job.</p>;
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label="Contracts">
          {items.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} />
            </li>
          ))}
        </ul>
        {contracts.hasNextPage ? (
          <Button
            variant="secondary"
            className={styles.more}
            disabled={contracts.isFetchingNextPage}
            aria-busy={contracts.isFetchingNextPage || undefined}
            onClick={() => void contracts.fetchNextPage()}
          >
            Load More
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Section title="Contracts" variant="plain" headingId="contracts-heading">
      {content}
    </Section>
  );
}
