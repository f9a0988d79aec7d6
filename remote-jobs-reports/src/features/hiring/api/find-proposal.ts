import { useQuery } from '@tanstack/react-query';
import { marketplaceMessages, type Proposal } from '@talentindia/contracts';
import { ApiError } from '@talentindia/core';
import { getProposals, type ProposalsView } from '../../../api/get-proposals';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';

/** Every live proposal is in one of these two views ("all" is every one but the archived). */
const VIEWS: ProposalsView[] = ['all', 'archived'];
const MAX_PAGES = 50;

/**
 * The proposal an offer is made from (`/jobs/:id/offer?proposal=`). The api reads proposals by the
 * job's views (`GET /jobs/:id/proposals?view=&page=`), so it is looked for there, page by page; a
 * job's proposals fit in a page or two. None found is the proposal's 404.
 */
export async function findProposal(jobId: number, proposalId: number, signal?: AbortSignal): Promise<Proposal> {
  for (const view of VIEWS) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { data, meta } = await getProposals(jobId, view, page, signal);
      const found = data.find((proposal) => proposal.id === proposalId);
      if (found) return found;
      if (!meta.has_more) break;
    }
  }
  throw new ApiError(marketplaceMessages.proposalNotFound, 404);
}

export function useProposalForOffer(jobId: number, proposalId: number) {
  return useQuery<Proposal, ApiError>({
    queryKey: [...JOBS_QUERY_KEY, 'offer-proposal', jobId, proposalId],
    queryFn: ({ signal }) => findProposal(jobId, proposalId, signal),
  });
}
