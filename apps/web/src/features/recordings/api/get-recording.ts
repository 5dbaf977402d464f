import type { Recording } from '@lingbridge/contracts/recordings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { RECORDINGS_BASE, recordingKeys } from './base';

/** GET /audio_recording/{id}: one recording, to those who may hear it. */
export const getRecording = (id: number) => apiRequest<Recording>(`/audio_recording/${id}`, { base: RECORDINGS_BASE });

/** One recording, when asked for (`null` asks nothing). */
export const useRecording = (id: number | null) =>
  useQuery({ queryKey: recordingKeys.one(id ?? 0), queryFn: () => getRecording(id!), enabled: !!id && id > 0, retry: false });
