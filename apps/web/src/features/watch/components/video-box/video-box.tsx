import { LIST_SIZES } from '@lingbridge/contracts/constants';
import { Anchor, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getToken } from '../../../../lib/storage';
import { useMyVideos } from '../../api/list-my-videos';
import { isProcessing } from '../../lib/progress';
import { UploadForm } from './upload-form';
import { VideoProgress } from './video-progress';

/**
 * The upload panel (spec 01 §2 Video box): submit a link or a file, the videos being processed with
 * their progress, and the finished ones with See More Video (10 a panel, spec 01 §9).
 */
export function VideoBox({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('watch');
  const signedIn = !!getToken();
  const mine = useMyVideos({ page: 1, size: LIST_SIZES.videoPanelUpload }, signedIn);
  const items = mine.data?.items ?? [];
  const processing = items.filter((v) => isProcessing(v.transcribe_status) || v.transcribe_status === 'fail');
  const finished = items.filter((v) => v.transcribe_status === 'success');
  return (
    <Stack gap="md" data-testid="video-box">
      <div>
        <Title order={2} size="h4">
          {t('upload.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('upload.intro')}
        </Text>
      </div>
      <UploadForm onSubmitted={onNavigate} />
      {signedIn && processing.length > 0 && (
        <>
          <Divider label={t('box.processing')} labelPosition="left" />
          <Stack gap="sm">
            {processing.map((v) => (
              <Anchor key={v.id} component={Link} to={`/video/upload/${v.id}`} underline="never" c="inherit" onClick={onNavigate}>
                <VideoProgress video={v} />
              </Anchor>
            ))}
          </Stack>
        </>
      )}
      {signedIn && finished.length > 0 && (
        <>
          <Divider label={t('box.finished')} labelPosition="left" />
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {finished.map((v) => (
              <li key={v.id}>
                <Anchor component={Link} to={`/video/upload/${v.id}`} onClick={onNavigate}>
                  {v.title || t('video.untitled')}
                </Anchor>
              </li>
            ))}
          </Stack>
          <Button component={Link} to="/user/watch/videolist" variant="default" onClick={onNavigate}>
            {t('box.seeMore')}
          </Button>
        </>
      )}
    </Stack>
  );
}
