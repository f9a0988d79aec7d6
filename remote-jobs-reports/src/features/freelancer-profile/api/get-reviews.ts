import { useInfiniteQuery } from '@tanstack/react-query';
import { reviewsResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export type ReviewsPage = ReturnType<typeof reviewsResponseSchema.parse>;

/** `GET /freelancers/:id/reviews?page=`: one page of the reviews clients left when their contracts ended. */
export function getReviews(id: number, page: number, signal?: AbortSignal): Promise<ReviewsPage> {
  return callApi(
    () => apiClient().get(`freelancers/${id}/reviews`, { searchParams: { page }, signal }).json(),
    reviewsResponseSchema,
  );
}

export function useReviews(id: number) {
  return useInfiniteQuery<ReviewsPage, ApiError>({
    queryKey: ['freelancers', id, 'reviews'],
    queryFn: ({ pageParam, signal }) => getReviews(id, pageParam as number, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
  });
}
