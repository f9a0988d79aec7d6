import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

/** Where the client can move a proposal: the shortlist, the archive, or back among the others. */
export type ProposalMove = 'shortlist' | 'archive' | 'restore';
type ProposalMoveResponse = ReturnType<typeof proposalResponseSchema.parse>;

/**
 * `POST /jobs/:id/proposals/:proposalId/shortlist|archive|restore`: one endpoint per move, the same
 * shape each (409 once the proposal is withdrawn or hired).
 */
export function moveProposal(jobId: number, proposalId: number, move: ProposalMove): Promise<ProposalMoveResponse> {
  return callApi(
    () => apiClient().post(`jobs/${jobId}/proposals/${proposalId}/${move}`).json(),
    proposalResponseSchema,
  );
}

export function useMoveProposal(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation<ProposalMoveResponse, ApiError, { proposalId: number; move: ProposalMove }>({
    mutationFn: ({ proposalId, move }) => moveProposal(jobId, proposalId, move),
    // Every tab and its count changes: all of the job's reads are read again.
    onSettled: () => invalidateJob(queryClient),
  });
}
