import type { RecordingList } from '@lingbridge/contracts/recordings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { RECORDINGS_BASE, recordingKeys } from './base';

/** GET /audio_recording/user/{id}: a learner's recordings (theirs, their teachers', admins'). */
export const listUserRecordings = (userId: number) => apiRequest<RecordingList>(`/audio_recording/user/${userId}`, { base: RECORDINGS_BASE });

/** GET /audio_recording/group/{id}: the recordings of a group's learners (its teachers, admins). */
export const listGroupRecordings = (groupId: number) => apiRequest<RecordingList>(`/audio_recording/group/${groupId}`, { base: RECORDINGS_BASE });

export const useUserRecordings = (userId: number | null) =>
  useQuery({
    queryKey: recordingKeys.user(userId ?? 0),
    queryFn: () => listUserRecordings(userId!),
    enabled: !!userId && userId > 0,
    retry: false,
  });

export const useGroupRecordings = (groupId: number | null) =>
  useQuery({ queryKey: recordingKeys.group(groupId ?? 0), queryFn: () => listGroupRecordings(groupId!), enabled: !!groupId, retry: false });
