import type { TimelineResponse, VotingState } from '@lingbridge/contracts/speak-room';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the room. */
export const roomKeys = {
  timeline: (id: number) => ['speak', 'room', id, 'timeline'] as const,
  vote: (id: number) => ['speak', 'room', id, 'vote'] as const,
};

/** The timeline with the server's clock; `fetched_at` is this browser's clock when the answer came. */
export type FetchedTimeline = TimelineResponse & { fetched_at: number };

/** GET /debate/{id}/timeline: the steps in epoch milliseconds and the server's `server_now`. */
export const getTimeline = async (id: number): Promise<FetchedTimeline> => {
  const t = await apiRequest<TimelineResponse>(`/debate/${id}/timeline`);
  return { ...t, fetched_at: Date.now() };
};

/** Refetched every 60 s so the offset to the server's clock stays fresh. */
export const useTimeline = (id: number, enabled = true) =>
  useQuery({ queryKey: roomKeys.timeline(id), queryFn: () => getTimeline(id), enabled, refetchInterval: 60_000 });

/** GET /debate/{id}/vote: whether voting is open, what I may do, my ballot and (once closed) the result. */
export const getVoting = (id: number) => apiRequest<VotingState>(`/debate/${id}/vote`);

/** Polled every `pollMs` (5 s while the judges' step runs), otherwise fetched once. */
export const useVoting = (id: number, pollMs: number | false, enabled = true) =>
  useQuery({ queryKey: roomKeys.vote(id), queryFn: () => getVoting(id), enabled, refetchInterval: pollMs });

/** POST /debate/{id}/vote/activity: the initiator opens voting. */
export function useOpenVoting(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<VotingState>(`/debate/${id}/vote/activity`, { method: 'POST' }),
    onSuccess: (s) => qc.setQueryData(roomKeys.vote(id), s),
  });
}

/** POST /debate/{id}/vote: the best team and/or the best debater, once each. */
export function useCastVote(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { best_team?: 'prop' | 'opp'; best_debater?: number }) => apiRequest<VotingState>(`/debate/${id}/vote`, { method: 'POST', json: body }),
    onSuccess: (s) => qc.setQueryData(roomKeys.vote(id), s),
  });
}
