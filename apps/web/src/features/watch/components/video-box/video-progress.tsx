import type { Video } from '@lingbridge/contracts/watch';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFakeProgress } from '../../hooks/use-fake-progress';
import { failReasonText } from '../../lib/fail-reason';

/** A video being processed: its title, stage and the progress of spec 01 §4 (0, ~50 → 99, 100). */
export function VideoProgress({
  video,
}: {
  video: Pick<Video, 'id' | 'title' | 'transcribe_status' | 'stage' | 'transcribe_fail_reason' | 'transcribe_fail_code' | 'transcribe_fail_params'>;
}) {
  const { t } = useTranslation('watch');
  const value = useFakeProgress(video.transcribe_status);
  const failed = video.transcribe_status === 'fail';
  return (
    <Stack gap={4} data-testid="video-progress" data-status={video.transcribe_status}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {video.title || t('video.untitled')}
        </Text>
        {failed ? (
          <Badge color="red" variant="light">
            {t('status.fail')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="progress-value">
            {value}%
          </Text>
        )}
      </Group>
      {!failed && (
        <Progress value={value} size="sm" radius="xl" aria-label={t('status.progress', { value })} animated={video.transcribe_status === 'pending'} />
      )}
      <Text size="xs" c={failed ? 'red.8' : 'dimmed'}>
        {failed
          ? failReasonText(t, video) || t('status.failed')
          : t(`stage.${video.stage ?? video.transcribe_status}`, { defaultValue: t(`status.${video.transcribe_status}`) })}
      </Text>
    </Stack>
  );
}
