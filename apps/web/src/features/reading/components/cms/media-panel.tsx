import type { ArticleSource } from '@lingbridge/contracts/reading';
import { Alert, FileButton, Group, Paper, Text } from '@mantine/core';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/error-text';
import { uploadAudio, uploadCover, useReadingMutation } from '../../api/cms';

/** Recording and cover of a saved article (checked by type and size on the server). */
export function MediaPanel({ article }: { article: ArticleSource }) {
  const { t } = useTranslation('reading');
  const audio = useReadingMutation((f: File) => uploadAudio(article.id, f));
  const cover = useReadingMutation((f: File) => uploadCover(article.id, f));
  const err = audio.error ?? cover.error;
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs">
        {t('cms.media')}
      </Text>
      <Group gap="sm" wrap="wrap">
        {article.audio_url ? (
          <audio src={article.audio_url} controls preload="none" aria-label={t('audio.label')} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('cms.noAudio')}
          </Text>
        )}
        <FileButton accept="audio/*" onChange={(f) => f && audio.mutate(f)}>
          {(props) => (
            <Button {...props} variant="light" loading={audio.isPending} data-testid="upload-audio">
              {t('cms.uploadAudio')}
            </Button>
          )}
        </FileButton>
        <FileButton accept="image/*" onChange={(f) => f && cover.mutate(f)}>
          {(props) => (
            <Button {...props} variant="default" loading={cover.isPending}>
              {t('cms.uploadCover')}
            </Button>
          )}
        </FileButton>
        {article.cover_url && <img src={article.cover_url} alt="" height={48} />}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('cms.audioHint')}
      </Text>
      {audio.isSuccess && (
        <Text size="sm" c="teal.8" mt={4} role="status">
          {t('cms.uploaded')}
        </Text>
      )}
      {err && (
        <Alert color="red" mt="sm">
          {errorText(err, t)}
        </Alert>
      )}
    </Paper>
  );
}
