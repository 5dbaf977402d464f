import type { Video } from '@lingbridge/contracts/watch';
import { Badge, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANG_ATTR } from '../../vocabulary/public/for-watch';

/** The playing video's title and marks. */
export function VideoMeta({ video }: { video: Video }) {
  const { t } = useTranslation('watch');
  return (
    <Group gap="sm" mb="md" align="center" wrap="wrap">
      <Title order={2} size="h3" lang={video.is_demo ? LANG_ATTR[video.spoken_language] : undefined} data-testid="video-title">
        {video.title || t('video.untitled')}
      </Title>
      {video.is_demo && (
        <Badge variant="light" color="grape">
          {t('video.demo')}
        </Badge>
      )}
      {video.level && <Badge variant="light">{t(`levels.${video.level}`)}</Badge>}
      {video.category && (
        <Badge variant="outline" color="gray">
          {video.category.name}
        </Badge>
      )}
    </Group>
  );
}
