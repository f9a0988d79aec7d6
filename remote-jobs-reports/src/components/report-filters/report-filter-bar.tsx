import {
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportFilterOptions,
  type ReportFilters,
  type ReportType,
} from '@talentindia/contracts';
import { SelectField } from '@talentindia/ui';
import { useReportFilterOptions } from '../../api/get-report-filter-options';
import styles from './report-filter-bar.module.css';

type ReportContract = ReportFilterOptions['contracts'][number];

export interface ReportFilterBarProps {
  filters: ReportFilters;
  onChange: (patch: Partial<ReportFilters>) => void;
  /** Which of the filters this report offers. */
  show: { type?: boolean; freelancer?: boolean; contract?: boolean };
}

// "All Type" is the select's empty choice; the others are its options.
const typeOptions = REPORT_TYPES.filter((type) => type !== 'all').map((value) => ({
  value,
  label: REPORT_TYPE_LABELS[value],
}));

/** Whether a contract is among those the other filters leave (a freelancer's own; of the chosen type). */
const fits = (contract: ReportContract, freelancer: number | undefined, type: ReportType) =>
  (freelancer === undefined || contract.freelancer_id === freelancer) && (type === 'all' || contract.type === type);

const parseId = (value: string) => (value === '' ? undefined : Number(value));

/**
 * A report's filters (spec §2): the type (All Type, Hourly, Fixed Price), "All Freelancers" and
 * "All Contracts", filled from `GET /reports/filters`. The contracts offered are those the freelancer
 * and the type leave, and a choice that takes the chosen contract out of them lets it go.
 */
export function ReportFilterBar({ filters, onChange, show }: ReportFilterBarProps) {
  const choices = useReportFilterOptions({ enabled: Boolean(show.freelancer || show.contract) });
  const all = choices.data;
  const loading = choices.isPending;
  const failed = choices.isError ? `The list could not load: ${choices.error.message}` : undefined;

  const chosenContract = all?.contracts.find((contract) => contract.id === filters.contract);
  /** The patch, plus letting go of the chosen contract when the new filters leave it out. */
  const change = (patch: Partial<ReportFilters>) => {
    const next = { ...filters, ...patch };
    if (chosenContract && !fits(chosenContract, next.freelancer, next.type))
      onChange({ ...patch, contract: undefined });
    else onChange(patch);
  };

  const contracts = (all?.contracts ?? []).filter((contract) => fits(contract, filters.freelancer, filters.type));
  const freelancerName = new Map(all?.freelancers.map((freelancer) => [freelancer.id, freelancer.name]));
  const repeated = (title: string) => contracts.filter((contract) => contract.title === title).length > 1;
  const contractOptions = contracts.map((contract) => {
    const name = contract.freelancer_id === null ? undefined : freelancerName.get(contract.freelancer_id);
    // Two contracts for one job read the same: the freelancer tells them apart.
    const label = repeated(contract.title) && name ? `${contract.title} (${name})` : contract.title;
    return { value: String(contract.id), label };
  });
  const freelancerOptions = (all?.freelancers ?? []).map((freelancer) => ({
    value: String(freelancer.id),
    label: freelancer.name,
  }));

  return (
    <div className={styles.bar}>
      {show.type ? (
        <SelectField
          label="Type"
          placeholder={REPORT_TYPE_LABELS.all}
          options={typeOptions}
          value={filters.type === 'all' ? '' : filters.type}
          onChange={(event) => change({ type: (event.currentTarget.value || 'all') as ReportType })}
        />
      ) : null}
      {show.freelancer ? (
        <SelectField
          label="Freelancer"
          placeholder="All Freelancers"
          options={freelancerOptions}
          value={filters.freelancer === undefined ? '' : String(filters.freelancer)}
          disabled={loading}
          hint={failed}
          onChange={(event) => change({ freelancer: parseId(event.currentTarget.value) })}
        />
      ) : null}
      {show.contract ? (
        <SelectField
          label="Contract"
          placeholder="All Contracts"
          options={contractOptions}
          value={filters.contract === undefined ? '' : String(filters.contract)}
          disabled={loading}
          hint={show.freelancer ? undefined : failed}
          onChange={(event) => change({ contract: parseId(event.currentTarget.value) })}
        />
      ) : null}
    </div>
  );
}
