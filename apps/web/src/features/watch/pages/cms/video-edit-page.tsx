import { LEVELS } from '@lingbridge/contracts/constants';
import type { TranscriptSentence, Video } from '@lingbridge/contracts/watch';
import { Alert, Button, Card, Group, NumberInput, Pagination, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { NotFoundState } from '../../../../components/ui/not-found-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { can } from '../../../../lib/can';
import { errorText } from '../../../../lib/error-text';
import { isRowId } from '../../../../lib/route-id';
import { useSession } from '../../../accounts/public/session';
import { updateTranscriptSentence, updateVideo, useCategories, setVideoCategory } from '../../api/cms';
import { useVideo } from '../../api/get-video';
import { useWatchMutation } from '../../api/manage-video';
import { formatClock } from '../../lib/time';

const PER_PAGE = 20;

/**
 * /cms/VideoEdit/{id}: correct transcript lines and translations (editors and admins); set title,
 * category, level and publication (admins, who curate the catalogue).
 */
export function VideoEditPage() {
  const { t } = useTranslation('watch');
  const { user } = useSession();
  const id = Number(useParams().id);
  const video = useVideo(id);
  const [page, setPage] = useState(1);
  if (!isRowId(id)) return <NotFoundState />;
  if (video.isPending) return <LoadingState />;
  if (video.isError) return <ErrorState order={1} error={video.error} onRetry={() => void video.refetch()} />;
  const sentences = video.data.transcript ?? [];
  const pages = Math.max(1, Math.ceil(sentences.length / PER_PAGE));
  return (
    <>
      <PageTitle title={t('cms.editTitle')} description={video.data.title} />
      {can(user, 'curate_videos') && <VideoSettings video={video.data} />}
      <Text fw={700} mt="xl" mb="sm">
        {t('cms.transcript', { count: sentences.length })}
      </Text>
      <Stack gap="sm">
        {sentences.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((s) => (
          <SentenceEditor key={`${s.id}:${s.text}:${s.en_text}:${s.ori_zh_text}`} videoId={id} sentence={s} />
        ))}
      </Stack>
      {pages > 1 && <Pagination mt="md" total={pages} value={page} onChange={setPage} />}
    </>
  );
}

function VideoSettings({ video }: { video: Video }) {
  const { t } = useTranslation('watch');
  const categories = useCategories();
  const [title, setTitle] = useState(video.title);
  const update = useWatchMutation(updateVideo);
  const category = useWatchMutation(setVideoCategory);
  const err = update.error ?? category.error;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput label={t('cms.titleLabel')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} style={{ flex: 1 }} />
          <Button
            onClick={() => update.mutate({ id: video.id, title }, { onSuccess: () => notifications.show({ color: 'teal', message: t('cms.saved') }) })}
            disabled={!title.trim() || title === video.title}
          >
            {t('cms.save')}
          </Button>
        </Group>
        <Group>
          <Select
            label={t('cms.category')}
            clearable
            placeholder={t('cms.none')}
            value={video.category ? String(video.category.id) : null}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(v) => category.mutate({ id: video.id, category_id: v ? Number(v) : null })}
          />
          <Select
            label={t('cms.level')}
            clearable
            placeholder={t('cms.none')}
            value={video.level}
            data={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
            onChange={(v) => update.mutate({ id: video.id, level: v })}
          />
          <Switch
            mt="lg"
            label={t('cms.public')}
            checked={video.is_public}
            onChange={(e) => update.mutate({ id: video.id, is_public: e.currentTarget.checked })}
          />
        </Group>
        {err && <Alert color="red">{errorText(err, t)}</Alert>}
      </Stack>
    </Card>
  );
}

function SentenceEditor({ videoId, sentence }: { videoId: number; sentence: TranscriptSentence }) {
  const { t } = useTranslation('watch');
  const [draft, setDraft] = useState({
    text: sentence.text,
    en_text: sentence.en_text,
    ori_zh_text: sentence.ori_zh_text,
    start: sentence.start,
    end: sentence.end,
  });
  const save = useWatchMutation(updateTranscriptSentence);
  const changed =
    draft.text !== sentence.text ||
    draft.en_text !== sentence.en_text ||
    draft.ori_zh_text !== sentence.ori_zh_text ||
    draft.start !== sentence.start ||
    draft.end !== sentence.end;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="cms-sentence">
      <Group gap="xs" mb={6}>
        <Text size="sm" c="dimmed">
          {formatClock(sentence.start)} – {formatClock(sentence.end)}
        </Text>
      </Group>
      <Stack gap={6}>
        <Textarea label={t('cms.said')} autosize minRows={1} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.currentTarget.value })} />
        <Textarea
          label={t('cms.foreign')}
          autosize
          minRows={1}
          value={draft.ori_zh_text}
          onChange={(e) => setDraft({ ...draft, ori_zh_text: e.currentTarget.value })}
        />
        <Textarea
          label={t('cms.english')}
          autosize
          minRows={1}
          value={draft.en_text}
          onChange={(e) => setDraft({ ...draft, en_text: e.currentTarget.value })}
        />
        <Group align="flex-end">
          <NumberInput
            label={t('cms.start')}
            size="xs"
            w={110}
            min={0}
            step={0.1}
            decimalScale={2}
            value={draft.start}
            onChange={(v) => setDraft({ ...draft, start: Number(v) || 0 })}
          />
          <NumberInput
            label={t('cms.end')}
            size="xs"
            w={110}
            min={0}
            step={0.1}
            decimalScale={2}
            value={draft.end}
            onChange={(v) => setDraft({ ...draft, end: Number(v) || 0 })}
          />
          <Button
            size="xs"
            disabled={!changed || !draft.text.trim()}
            loading={save.isPending}
            onClick={() =>
              save.mutate({ videoId, sentenceId: sentence.id, ...draft }, { onSuccess: () => notifications.show({ color: 'teal', message: t('cms.saved') }) })
            }
          >
            {t('cms.save')}
          </Button>
          {save.isError && (
            <Text size="sm" c="red">
              {errorText(save.error, t)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export const Component = VideoEditPage;
