import { LIST_SIZES } from '@lingbridge/contracts/constants';
import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { getToken } from '../../../lib/storage';
import { useMyVideos } from '../api/list-my-videos';
import { isProcessing } from '../lib/progress';
import { VideoProgress } from './video-box/video-progress';

/**
 * The floating processing panel of the Watch area (spec 01 §4): the user's latest 5 videos while
 * any is still processing, re-read every 10 s; it can be folded away.
 */
export function FloatingProcessingPanel() {
  const { t } = useTranslation('watch');
  const { id } = useParams();
  // Folded at first on a phone, where it would cover half the screen; open on wider screens.
  const [folded, setFolded] = useState(() => (typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches) || false);
  const mine = useMyVideos({ page: 1, size: LIST_SIZES.videoPanelFloating }, !!getToken());
  // The transcript page of a video already shows its own progress.
  const items = (mine.data?.items ?? []).filter((v) => isProcessing(v.transcribe_status) && String(v.id) !== id);
  if (!items.length) return null;
  return (
    <Paper className="lb-watch-floating" withBorder radius="lg" p="sm" role="status" aria-label={t('box.processing')} data-testid="floating-processing">
      <Group justify="space-between" mb={folded ? 0 : 'xs'} wrap="nowrap">
        <Text fw={700} size="sm">
          {t('box.processingCount', { count: items.length })}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setFolded((f) => !f)}
          aria-label={folded ? t('box.unfold') : t('box.fold')}
          aria-expanded={!folded}
        >
          <Icon name="chevronDown" size={18} style={{ transform: folded ? 'rotate(180deg)' : undefined }} />
        </ActionIcon>
      </Group>
      {!folded && (
        <Stack gap="sm">
          {items.map((v) => (
            <Anchor key={v.id} component={Link} to={`/video/upload/${v.id}`} underline="never" c="inherit">
              <VideoProgress video={v} />
            </Anchor>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
