import type { RecordingList } from '@lingbridge/contracts/recordings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { RECORDINGS_BASE, recordingKeys } from './base';

/** `?page=` when past the first; the server's page size (20) otherwise (decision 0209). */
const pageQuery = (page: number) => (page > 1 ? `?page=${page}` : '');

/** GET /audio_recording/user/{id}: a page of a learner's recordings (theirs, their teachers', admins'). */
export const listUserRecordings = (userId: number, page = 1) =>
  apiRequest<RecordingList>(`/audio_recording/user/${userId}${pageQuery(page)}`, { base: RECORDINGS_BASE });

/** GET /audio_recording/group/{id}: a page of the recordings of a group's learners (its teachers, admins). */
export const listGroupRecordings = (groupId: number, page = 1) =>
  apiRequest<RecordingList>(`/audio_recording/group/${groupId}${pageQuery(page)}`, { base: RECORDINGS_BASE });

export const useUserRecordings = (userId: number | null, page = 1) =>
  useQuery({
    queryKey: [...recordingKeys.user(userId ?? 0), page],
    queryFn: () => listUserRecordings(userId!, page),
    enabled: !!userId && userId > 0,
    retry: false,
  });

export const useGroupRecordings = (groupId: number | null, page = 1) =>
  useQuery({
    queryKey: [...recordingKeys.group(groupId ?? 0), page],
    queryFn: () => listGroupRecordings(groupId!, page),
    enabled: !!groupId,
    retry: false,
  });
