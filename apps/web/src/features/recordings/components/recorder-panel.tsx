import { DEFAULT_RECORDING_TITLE } from '@lingbridge/contracts/recordings';
import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { ActionIcon, Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { recordingKeys } from '../api/base';
import { saveRecording } from '../api/save-recording';
import { useRecorder } from '../hooks/use-recorder';
import { useSentencePlayer } from '../hooks/use-sentence-player';
import { RecorderControls } from './recorder-controls';
import { SaveDialog } from './save-dialog';

const PitchView = lazy(() => import('./pitch-view'));

/**
 * Chromium's MediaRecorder writes WebM without a duration, so the player shows 0:00 and cannot
 * seek until the file has been read to its end. Asking for a time past the end makes the browser
 * find the real duration; the player then goes back to the start.
 */
function findDuration(e: React.SyntheticEvent<HTMLAudioElement>) {
  const audio = e.currentTarget;
  if (Number.isFinite(audio.duration)) return;
  const back = () => {
    if (!Number.isFinite(audio.duration)) return;
    audio.removeEventListener('durationchange', back);
    audio.currentTime = 0;
  };
  audio.addEventListener('durationchange', back);
  audio.currentTime = Number.MAX_SAFE_INTEGER;
}

/** A preview player for the recorded file (an object URL, released when the file changes). */
function Preview({ blob }: { blob: Blob }) {
  const { t } = useTranslation('recordings');
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('recorder.preview')}
      </Text>
      <audio controls src={url} onLoadedMetadata={findDuration} data-testid="recorder-preview" style={{ width: '100%' }} />
    </Stack>
  );
}

/** What a failed save says (02 §8): 401 → log in again; another status → failed; no answer → error. */
function failureKey(err: unknown) {
  if (err instanceof ApiError && err.status === 401) return 'unauthorized';
  if (err instanceof ApiError && err.status === 413) return 'tooLarge';
  if (err instanceof ApiError && err.status > 0) return 'failed';
  return 'error';
}

/**
 * The recorder on the article page (02 §2, §4): the whole article or one sentence at a time, with
 * the native reading of that sentence one tap away, and for Chinese the tones as pitch.
 */
export default function RecorderPanel({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('recordings');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const rec = useRecorder();
  const [mode, setMode] = useState<'article' | 'sentence'>('article');
  const [index, setIndex] = useState(0);
  const [dialog, setDialog] = useState(false);
  const [showPitch, setShowPitch] = useState(false);
  // The save's outcome in the spec's words, kept beside the recorder (a toast would vanish).
  const [outcome, setOutcome] = useState<{ ok: boolean; key: string } | null>(null);
  const sentences = useMemo(() => article.paragraphs.flatMap((p) => p.sentences), [article]);
  const sentence = sentences[Math.min(index, sentences.length - 1)];
  const native = useSentencePlayer(article.audio_url);
  const timed = !!article.audio_url && sentence?.start != null && sentence?.end != null;
  const chinese = article.language === 'Simplified_Chinese';
  const busy = rec.state === 'recording' || rec.state === 'paused' || rec.state === 'saving';

  const save = async () => {
    // 02 §5: nothing is sent without a recorded file.
    if (!rec.blob) return;
    rec.setState('saving');
    setOutcome(null);
    try {
      await saveRecording({
        blob: rec.blob,
        articleId: article.id,
        title: DEFAULT_RECORDING_TITLE,
        sentenceIndex: mode === 'sentence' ? (sentence?.index ?? null) : null,
      });
      rec.setState('saved');
      setOutcome({ ok: true, key: 'saved' });
      setDialog(true);
      void qc.invalidateQueries({ queryKey: recordingKeys.all });
    } catch (err) {
      const key = failureKey(err);
      rec.setState('failed');
      setOutcome({ ok: false, key });
      // 02 §8: then to the login page; the message goes with the learner there.
      if (key === 'unauthorized') {
        notifications.show({ color: 'red', message: t('recorder.unauthorized') });
        navigate('/admin/login', { state: { from: `/article/${article.id}` } });
      }
    }
  };

  const move = (by: number) => {
    native.stop();
    setShowPitch(false);
    rec.discard();
    setIndex((i) => Math.max(0, Math.min(sentences.length - 1, i + by)));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lb-recorder-title" data-testid="recorder">
      <Stack gap="sm">
        <Title order={2} size="h4" id="lb-recorder-title">
          {t('recorder.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('recorder.intro')}
        </Text>
        <SegmentedControl
          aria-label={t('recorder.mode')}
          value={mode}
          disabled={busy}
          onChange={(v) => {
            setMode(v as 'article' | 'sentence');
            setShowPitch(false);
            rec.discard();
          }}
          data={[
            { value: 'article', label: t('recorder.modeArticle') },
            { value: 'sentence', label: t('recorder.modeSentence') },
          ]}
          maw={360}
        />
        {mode === 'sentence' && sentence && (
          <Stack gap={6} data-testid="recorder-sentence">
            <Group gap="xs" wrap="nowrap" align="center">
              <ActionIcon variant="default" size="lg" aria-label={t('recorder.previous')} disabled={busy || index === 0} onClick={() => move(-1)}>
                <Icon name="arrowLeft" />
              </ActionIcon>
              <Text size="sm" c="dimmed">
                {t('recorder.sentenceOf', { n: index + 1, total: sentences.length })}
              </Text>
              <ActionIcon variant="default" size="lg" aria-label={t('recorder.next')} disabled={busy || index >= sentences.length - 1} onClick={() => move(1)}>
                <Icon name="arrowRight" />
              </ActionIcon>
            </Group>
            <Text size="lg" lang={chinese ? 'zh-CN' : 'es'} fw={500}>
              {sentence.text}
            </Text>
            {timed ? (
              <Group>
                <Button
                  variant="light"
                  size="compact-md"
                  onClick={() => (native.playing ? native.stop() : native.play(sentence.start!, sentence.end!))}
                  data-testid="recorder-native"
                >
                  {native.playing ? t('recorder.listenStop') : t('recorder.listen')}
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('recorder.noNative')}
              </Text>
            )}
          </Stack>
        )}
        {rec.problem && (
          <Alert color="orange" role="alert" data-testid="recorder-mic-problem">
            {t(rec.problem === 'denied' ? 'recorder.micDenied' : 'recorder.micUnavailable')}
          </Alert>
        )}
        <RecorderControls
          state={rec.state}
          seconds={rec.seconds}
          hasFile={!!rec.blob}
          onStart={() => {
            setOutcome(null);
            native.stop();
            setShowPitch(false);
            void rec.start();
          }}
          onPause={rec.pause}
          onResume={rec.resume}
          onStop={rec.stop}
          onSave={() => void save()}
        />
        {rec.blob && (rec.state === 'stopped' || rec.state === 'saving' || rec.state === 'failed' || rec.state === 'saved') && <Preview blob={rec.blob} />}
        {outcome && (rec.state === 'saved' || rec.state === 'failed') && (
          <Text size="sm" fw={600} c={outcome.ok ? 'teal.8' : 'red.8'} role={outcome.ok ? 'status' : 'alert'} data-testid="recorder-outcome">
            {t(`recorder.${outcome.key}`)}
          </Text>
        )}
        {rec.state === 'failed' && (
          <Text size="sm" c="orange.8">
            {t('recorder.keptForRetry')}
          </Text>
        )}
        {mode === 'sentence' && chinese && rec.blob && sentence && !busy && (
          <Group>
            <Button variant="subtle" onClick={() => setShowPitch((v) => !v)} data-testid="recorder-pitch">
              {t('recorder.pitch')}
            </Button>
          </Group>
        )}
        {showPitch && rec.blob && sentence && (
          <Suspense fallback={<Text size="sm">{t('pitch.loading')}</Text>}>
            <PitchView articleId={article.id} sentenceIndex={sentence.index} blob={rec.blob} />
          </Suspense>
        )}
      </Stack>
      <SaveDialog opened={dialog} onClose={() => setDialog(false)} />
    </Paper>
  );
}
