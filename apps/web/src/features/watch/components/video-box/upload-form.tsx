import type { SpokenLanguage } from '@lingbridge/contracts/watch';
import { Alert, Button, FileInput, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useModal } from '../../../../components/ui/modal/use-modal';
import { useLearningLanguage } from '../../../../lib/learning-language';
import { useCreateVideo } from '../../api/create-video';
import { uploadVideoFile } from '../../api/upload-video-file';
import { FreeUseNote } from './free-use-note';
import { submitProblem, type SubmitProblem } from '../../lib/submit-error';
import { isVideoLink } from '../../lib/video-link';

const VIDEO_ACCEPT = 'video/mp4,video/webm,video/ogg,video/quicktime,.mp4,.webm,.ogv,.mov,.m4v';
const CAPTION_ACCEPT = '.srt,.vtt,text/vtt,application/x-subrip';

/**
 * Submitting a video (spec 01 §2 Video box, §5): a link (YouTube, Vimeo or a media file) or a file
 * to host here, optionally with an SRT or WebVTT caption file. Submit is disabled while empty.
 */
export function UploadForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const { t, i18n } = useTranslation('watch');
  const navigate = useNavigate();
  const modal = useModal();
  const learning = useLearningLanguage();
  const create = useCreateVideo();
  const [mode, setMode] = useState<'link' | 'file'>('link');
  const [link, setLink] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [captions, setCaptions] = useState<File | null>(null);
  const [spoken, setSpoken] = useState<SpokenLanguage>(learning === 'Spanish' ? 'Spanish' : 'English');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ kind: SubmitProblem; detail: string | null } | null>(null);
  const [uploading, setUploading] = useState(false);
  const empty = mode === 'link' ? !link.trim() : !file;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (mode === 'link' && !isVideoLink(link)) return setLinkError(t('upload.badUrl'));
    setLinkError(null);
    try {
      setUploading(true);
      const videoFile = mode === 'file' && file ? await uploadVideoFile(file) : null;
      const captionFile = captions ? await uploadVideoFile(captions) : null;
      setUploading(false);
      const video = await create.mutateAsync({
        video_url: mode === 'link' ? link.trim() : undefined,
        video_file_id: videoFile?.file_id,
        caption_file_id: captionFile?.file_id,
        language: learning,
        site_language: i18n.language,
        spoken_language: spoken,
        title: mode === 'file' && file ? file.name.replace(/\.[^.]+$/, '').slice(0, 200) : undefined,
      });
      onSubmitted?.();
      navigate(`/video/upload/${video.id}`);
    } catch (err) {
      setUploading(false);
      const p = submitProblem(err);
      if (p.kind === 'freeLimit') void modal.open('subscribe');
      if (p.kind === 'badUrl') setLinkError(t('upload.badUrl'));
      else setProblem(p);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="upload-form">
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'link' | 'file')}
          data={[
            { value: 'link', label: t('upload.modeLink') },
            { value: 'file', label: t('upload.modeFile') },
          ]}
          fullWidth
        />
        {mode === 'link' ? (
          <TextInput
            label={t('upload.linkLabel')}
            description={t('upload.linkHint')}
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(e) => {
              setLink(e.currentTarget.value);
              setLinkError(null);
            }}
            error={linkError}
            inputMode="url"
            data-testid="upload-link"
          />
        ) : (
          <FileInput
            label={t('upload.fileLabel')}
            description={t('upload.fileHint')}
            placeholder={t('upload.choose')}
            accept={VIDEO_ACCEPT}
            value={file}
            onChange={setFile}
            clearable
            data-testid="upload-file"
          />
        )}
        <FileInput
          label={t('upload.captionsLabel')}
          description={t('upload.captionsHint')}
          placeholder={t('upload.choose')}
          accept={CAPTION_ACCEPT}
          value={captions}
          onChange={setCaptions}
          clearable
          data-testid="upload-captions"
        />
        <Select
          label={t('upload.spokenLabel')}
          value={spoken}
          onChange={(v) => v && setSpoken(v as SpokenLanguage)}
          data={[
            { value: 'English', label: t('languages.English') },
            { value: 'Spanish', label: t('languages.Spanish') },
          ]}
          allowDeselect={false}
        />
        <FreeUseNote />
        {problem && <SubmitAlert kind={problem.kind} detail={problem.detail} />}
        <Group justify="flex-end">
          <Button type="submit" disabled={empty} loading={uploading || create.isPending} data-testid="upload-submit">
            {t('upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SubmitAlert({ kind, detail }: { kind: SubmitProblem; detail: string | null }) {
  const { t } = useTranslation('watch');
  if (kind === 'login')
    return (
      <Alert color="orange" title={t('upload.loginFirst')} data-testid="upload-login">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('upload.loginBody')}</Text>
          <Button component={Link} to="/admin/login" size="xs">
            {t('upload.login')}
          </Button>
        </Group>
      </Alert>
    );
  if (kind === 'failed')
    return (
      <Alert color="red" title={t('upload.failed')} role="alert">
        {detail && (
          <Text size="sm" mb={4}>
            {detail}
          </Text>
        )}
        <Text size="sm">{t('upload.failedHint')}</Text>
      </Alert>
    );
  return (
    <Alert color="red" role="alert">
      {t(`upload.problems.${kind}`)}
    </Alert>
  );
}
