import type { NativePitch } from '@lingbridge/contracts/recordings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { RECORDINGS_BASE, recordingKeys } from './base';

/** The native reading's contour of one sentence (computed once by the server, then cached). */
export const useNativePitch = (articleId: number, index: number) =>
  useQuery({
    queryKey: recordingKeys.pitch(articleId, index),
    queryFn: () => apiRequest<NativePitch>(`/audio_recording/native_pitch/${articleId}/${index}`, { base: RECORDINGS_BASE }),
    staleTime: Infinity,
    retry: false,
  });
