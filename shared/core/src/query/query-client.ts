import { QueryClient } from '@tanstack/react-query';

/** The one cache of server state in the page, shared by the host and every remote. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: true,
    },
  },
});
