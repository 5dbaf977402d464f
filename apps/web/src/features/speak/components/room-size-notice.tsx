import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

/**
 * Without a media server, the room connects every browser to every other: the initiator learns its
 * size before inviting more people than it takes (GET /debate/room/media, decision 0120).
 */
export function RoomSizeNotice() {
  const { t } = useTranslation('speak');
  const media = useQuery({
    queryKey: ['speak', 'room-media'],
    queryFn: () => apiRequest<{ media: 'mesh' | 'sfu'; max_people: number }>('/debate/room/media'),
    staleTime: 60 * 60_000,
  });
  if (media.data?.media !== 'mesh') return null;
  return (
    <Alert color="blue" variant="light">
      {t('form.roomSize', { max: media.data.max_people })}
    </Alert>
  );
}
