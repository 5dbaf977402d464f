import { POLLING } from '@lingbridge/contracts/constants';
import type { Video } from '@lingbridge/contracts/watch';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isProcessing } from '../lib/progress';
import { watchKeys } from './query-keys';

/** GET /video/{id}; `include_transcript=false` for polling (spec 01 §7). */
export const getVideo = (id: number, includeTranscript: boolean) => apiRequest<Video>(`/video/${id}`, { query: { include_transcript: includeTranscript } });

/** The video with its transcript. */
export const useVideo = (id: number, enabled = true) =>
  useQuery({ queryKey: watchKeys.video(id, true), queryFn: () => getVideo(id, true), enabled: enabled && id > 0 });

/** The video's status, re-read every 10 s while it is not_started or pending (spec 01 §4, §9). */
export const useVideoStatus = (id: number) =>
  useQuery({
    queryKey: watchKeys.video(id, false),
    queryFn: () => getVideo(id, false),
    enabled: id > 0,
    refetchInterval: (q) => (q.state.data && isProcessing(q.state.data.transcribe_status) ? POLLING.videoStatusMs : false),
    refetchIntervalInBackground: true,
  });
