import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /debate/picture (multipart `file`): the event's picture, checked, re-encoded and stored. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ file_id: string; url: string }>('/debate/picture', { method: 'POST', multipart: form });
}

export const useUploadPicture = () => useMutation({ mutationFn: uploadPicture });
