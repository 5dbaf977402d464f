import { apiRequest } from '../../../lib/api-client';

/** POST /chat/file (multipart `file` and `chat_room_id`): answers `{file_id, filename}`. */
export function uploadChatFile(roomId: number, file: File) {
  const body = new FormData();
  body.append('chat_room_id', String(roomId));
  body.append('file', file);
  return apiRequest<{ file_id: string; filename: string }>('/chat/file', { method: 'POST', multipart: body });
}
