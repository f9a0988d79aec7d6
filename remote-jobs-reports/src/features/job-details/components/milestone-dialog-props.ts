import type { Contract, MilestoneOut } from '@talentindia/contracts';

/** What each dialog about one milestone of a contract is given. */
export interface MilestoneDialogProps {
  contract: Contract;
  milestone: MilestoneOut;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The freelancer of the contract as the dialogs name them ("Priya Sharma"). */
export const freelancerName = ({ freelancer }: Contract) => `${freelancer.first_name} ${freelancer.last_name}`;
