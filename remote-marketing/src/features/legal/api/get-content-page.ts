import { useQuery } from '@tanstack/react-query';
import { contentPageResponseSchema, type ContentPageResponse, type ContentPageSlug } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/** `GET {pathname}` of a content page (spec §7): success, data.title, data.content (HTML). */
export function getContentPage(slug: ContentPageSlug): Promise<ContentPageResponse['data']> {
  return callApi(() => apiClient().get(slug).json(), contentPageResponseSchema).then(({ data }) => data);
}

export function useContentPage(slug: ContentPageSlug) {
  return useQuery<ContentPageResponse['data'], ApiError>({
    queryKey: ['content-page', slug],
    queryFn: () => getContentPage(slug),
    // A missing page stays missing; only a dropped connection is worth another try.
    retry: (failureCount, error) => error.status === null && failureCount < 2,
  });
}
