import type { DiscussionKind, DiscussionThread } from '@lingbridge/contracts/discussions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discussionKeys } from './query-keys';

/** GET /discussions: the questions under an article or a video, newest first, with their answers. */
export const useThread = (kind: DiscussionKind, ref: number, page: number) =>
  useQuery({
    queryKey: discussionKeys.thread(kind, ref, page),
    queryFn: () => apiRequest<DiscussionThread>('/discussions', { query: { kind, ref, page } }),
    placeholderData: keepPreviousData,
  });
