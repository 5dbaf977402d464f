import { WATCH_MESSAGES, type Video } from '@lingbridge/contracts/watch';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useModal } from '../../../components/ui/modal/use-modal';
import { ApiError } from '../../../lib/api-client';
import { failReasonText } from '../lib/fail-reason';
import { asLanguage } from '../lib/languages';
import { useVideo, useVideoStatus } from '../api/get-video';
import { retryVideo, useWatchMutation } from '../api/manage-video';
import { VideoProgress } from '../components/video-box/video-progress';
import { VideoMeta } from '../components/video-meta';
import { WatchArea } from '../components/watch-area';
import { WatchPlayer } from '../components/watch-player';
import { isProcessing } from '../lib/progress';

/**
 * /video/upload/{id}: an uploaded video's page. While it is processed, its progress (the status is
 * re-read every 10 s); then the player, or "Fail!" with the server's reason.
 */
export function UploadTranscriptPage() {
  const { t } = useTranslation('watch');
  const { id } = useParams();
  const videoId = Number(id);
  const status = useVideoStatus(videoId);
  const s = status.data?.transcribe_status;
  const full = useVideo(videoId, s === 'success');
  const modal = useModal();
  const retry = useWatchMutation(retryVideo);
  const sawProcessing = useRef(false);

  // The modals of spec 01 §4, when the video finishes while the learner is here.
  useEffect(() => {
    if (!s) return;
    if (isProcessing(s)) {
      sawProcessing.current = true;
      // The "ready" or "failed" dialog opens the moment the video is done, not after its code loads.
      modal.preload();
    } else if (sawProcessing.current) {
      sawProcessing.current = false;
      if (s === 'success') void modal.open('videosuccess', { onConfirm: () => undefined });
      else
        void modal.open('videofail', {
          title: t('fail.title'),
          details: <FailReason video={status.data ?? null} />,
        });
    }
  }, [s, modal, t, status.data]);

  const language = asLanguage(status.data?.language);
  // A missing video is said plainly, without "try again" (as a missing article is); other failures can be retried.
  const notFound = (
    <EmptyState
      icon="video"
      title={t('video.notFound')}
      actions={
        <Button component={Link} to="/video" variant="default">
          {t('actions.backToWatch')}
        </Button>
      }
    />
  );
  if (!Number.isInteger(videoId) || videoId <= 0) return notFound;
  return (
    <WatchArea title={t('upload.eyebrow')} language={language}>
      {status.isPending ? (
        <LoadingState />
      ) : status.error instanceof ApiError && status.error.status === 404 ? (
        notFound
      ) : status.isError ? (
        <ErrorState
          error={status.error}
          onRetry={() => void status.refetch()}
          actions={
            <Button component={Link} to="/video" variant="default">
              {t('actions.backToWatch')}
            </Button>
          }
        />
      ) : isProcessing(status.data.transcribe_status) ? (
        <Card withBorder radius="lg" padding="lg" maw={640} data-testid="processing-card">
          <Stack gap="sm">
            <Text fw={700} size="lg">
              {t('processing.title')}
            </Text>
            <Text c="dimmed">{t('processing.body')}</Text>
            <VideoProgress video={status.data} />
          </Stack>
        </Card>
      ) : status.data.transcribe_status === 'fail' ? (
        <Card withBorder radius="lg" padding="lg" maw={640} data-testid="fail-card" role="alert">
          <Stack gap="sm">
            <Text fw={800} size="xl" c="red.8">
              {t('fail.title')}
            </Text>
            <FailReason video={status.data} />
            <Group>
              <Button onClick={() => retry.mutate(videoId)} loading={retry.isPending} variant="default">
                {t('actions.retry')}
              </Button>
              <Button component={Link} to="/video">
                {t('actions.uploadAnother')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : full.isPending ? (
        <LoadingState />
      ) : full.isError ? (
        <ErrorState error={full.error} onRetry={() => void full.refetch()} />
      ) : (
        <>
          <VideoMeta video={full.data} />
          <WatchPlayer video={full.data} />
        </>
      )}
    </WatchArea>
  );
}

/**
 * The reason in the learner's language (the server's English for unknown codes), the spec's line
 * under it (spec 01 §8), and that the free use came back when it did (docs/decisions/0065).
 */
function FailReason({ video }: { video: Pick<Video, 'transcribe_fail_reason' | 'transcribe_fail_code' | 'transcribe_fail_params' | 'free_use'> | null }) {
  const { t } = useTranslation('watch');
  const reason = video ? failReasonText(t, video) : null;
  return (
    <Stack gap={4} data-testid="fail-reason">
      {reason && <Text fw={600}>{reason}</Text>}
      <Text c="dimmed">{t('fail.subtitle', { defaultValue: WATCH_MESSAGES.subtitleFailed })}</Text>
      {video?.free_use === 'returned' && (
        <Text c="teal.8" data-testid="free-use-returned">
          {t('fail.useReturned')}
        </Text>
      )}
    </Stack>
  );
}

export const Component = UploadTranscriptPage;
