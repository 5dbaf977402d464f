import type { Video } from '@lingbridge/contracts/watch';
import { Badge, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatClock } from '../lib/time';

/** A video in a list: thumbnail, title, level and length; the whole card opens it. */
export function VideoCard({ video, to, actions }: { video: Video; to: string; actions?: ReactNode }) {
  const { t } = useTranslation('watch');
  return (
    <Card withBorder radius="lg" padding={0} className="lb-video-card" data-testid="video-card">
      <div className="lb-video-card__thumb">
        {video.thumbnail_url ? <img src={video.thumbnail_url} alt="" loading="lazy" /> : <Icon name="video" size={36} />}
      </div>
      <Group p="sm" gap={6} justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            <Link to={to} className="lb-video-card__link">
              {video.title || t('video.untitled')}
            </Link>
          </Text>
          <Group gap={6} mt={4}>
            {video.transcribe_status !== 'success' && (
              <Badge variant="light" size="sm" color={video.transcribe_status === 'fail' ? 'red' : 'yellow'} data-testid="video-status">
                {t(`status.${video.transcribe_status}`)}
              </Badge>
            )}
            {video.level && (
              <Badge variant="light" size="sm">
                {t(`levels.${video.level}`)}
              </Badge>
            )}
            {video.category && (
              <Badge variant="outline" color="gray" size="sm">
                {video.category.name}
              </Badge>
            )}
            {video.duration ? (
              <Text size="xs" c="dimmed">
                {formatClock(video.duration)}
              </Text>
            ) : null}
          </Group>
        </div>
        {actions && <div style={{ position: 'relative', zIndex: 1 }}>{actions}</div>}
      </Group>
    </Card>
  );
}
