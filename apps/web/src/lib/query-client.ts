import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's query defaults: one client in the browser, one per page the server renders. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network failures may.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });

export const queryClient = createQueryClient();
