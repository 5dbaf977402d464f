import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** POST /user/avatar as multipart field `file`; the server checks, re-encodes and stores the image. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<CurrentUser>('/user/avatar', { method: 'POST', multipart: body });
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => qc.setQueryData(meQueryOptions().queryKey, user),
  });
}
