import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeferredValue, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingState } from '../../../components/ui/loading-state';
import { useSignUpPrompt } from '../../../components/ui/modal/use-modal';
import { getToken } from '../../../lib/storage';
import { useArticle } from '../api/get-article';
import { ArticleNotFound, isMissingArticle } from '../components/article-not-found';
import { ClozeTest } from '../components/cloze-test';
import { RecordingBar, SpeechBar } from '../components/reader/audio-bar';
import { DownloadPanel } from '../components/reader/download-menu';
import { KeyVocabulary } from '../components/reader/key-vocabulary';
import { LockScreen } from '../components/reader/lock-screen';
import { ReaderParagraph } from '../components/reader/reader-paragraph';
import { ReaderToolbar } from '../components/reader/reader-toolbar';
import { useAudioPlayer } from '../components/reader/use-audio-player';
import { TEXT_SIZES, useReaderPrefs } from '../components/reader/use-reader-prefs';
import { useSpeechPlayer } from '../components/reader/use-speech-player';
import { FREE_COLOR } from '../lib/marks';
import { categoryPath, levelPath } from '../lib/names';
import { LANG_ATTR, notifyFailure, SPEECH_LANG, useArticleSentences, useSaveSentence } from '../../vocabulary/public/for-reading';
import { useLabels } from '../lib/use-labels';
import { useWordMarks } from '../../learning/public/word-marks';
import { ArchiveButton } from '../../learning/public/archive-button';
import { DiscussionSection } from '../../discussions/public/discussion-section';
import { ArticleRecorder } from '../../recordings/public/article-recorder';
import '../reading.css';
import { useItemTitle } from '../../../lib/use-item-title';

const NO_PARAGRAPHS: ArticleDetail['paragraphs'] = [];

/** The reader: /article/{id} and /free-article/{id} (the same page; the server decides access). */
export function ArticlePage() {
  const { t } = useTranslation('reading');
  const { id } = useParams();
  const location = useLocation();
  const articleId = Number(id);
  const article = useArticle(articleId);
  const [prefs, setPrefs] = useReaderPrefs();
  const labels = useLabels();
  const signUp = useSignUpPrompt();
  const save = useSaveSentence();
  const savedList = useArticleSentences(articleId, !!getToken() && Number.isInteger(articleId) && articleId > 0);
  const saved = useMemo(() => new Set((savedList.data?.items ?? []).map((s) => s.foreign_text)), [savedList.data]);
  const a = article.data;
  // The words the learner is learning are marked in the text (issue 18); asked after the first paint.
  const marks = useWordMarks(a?.language ?? 'Spanish', !!getToken() && !!a);
  const sentences = useMemo(() => (a?.paragraphs ?? []).flatMap((p) => p.sentences), [a]);
  // The recording's length by its sentence timings, shown until the file's own is known.
  const timedLength = useMemo(() => Math.max(0, ...sentences.map((s) => s.end ?? 0)), [sentences]);
  const audio = useAudioPlayer(sentences);
  const speech = useSpeechPlayer(sentences, SPEECH_LANG[a?.language ?? 'Simplified_Chinese']);
  const hasRecording = !!a?.audio_url;
  const current = hasRecording ? (a?.has_timings ? audio.current : null) : speech.current;
  // The text (hundreds of word buttons) renders in a background pass React can interrupt, after the
  // title and tools: on a slow phone the whole page in one go blocked input for ~2 s (Lighthouse).
  // The deferred value lags behind: never show another article's text under this title.
  const shown = useDeferredValue(a ?? null);
  const textShown = !!a && shown?.id === a.id;
  const paragraphs = textShown ? shown!.paragraphs : NO_PARAGRAPHS;
  // What follows the text waits for it (textShown), or the text would push it down as it arrives.

  useItemTitle(a?.title);

  // A missing article is said plainly, without "try again"; other failures can be retried.
  if (isMissingArticle(articleId, article.error)) return <ArticleNotFound icon="book" />;
  if (article.isLoading) return <LoadingState />;
  if (article.isError || !a)
    return (
      <PageFrame narrow>
        <ErrorState error={article.error} onRetry={() => void article.refetch()} />
      </PageFrame>
    );
  // The free-article page is for free articles; other articles live at /article/{id}.
  if (location.pathname.startsWith('/free-article/') && !a.is_free) return <Navigate to={`/article/${a.id}`} replace />;

  const chinese = a.language === 'Simplified_Chinese';
  const open = a.access.state === 'open';
  // The sentence once, with its own translation; no second copy of the line (decision 0068).
  const onSave = (text: string, translation: string) => {
    if (!getToken()) return void signUp(t('reader.featureName'));
    save.mutate(
      { article_id: a.id, foreign_text: text, en_text: translation, language: a.language },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('reader.sentenceSaved') }), onError: () => notifyFailure(t, 'saveSentence') },
    );
  };
  const playFrom = (index: number) => (hasRecording ? audio.playFrom(index) : speech.playFrom(index));

  return (
    <PageFrame narrow>
      <article className="lb-reader">
        <Stack gap="xs" mb="lg">
          <Group gap={6} wrap="wrap">
            <Badge component={Link} to={levelPath(a.level)} variant="light" style={{ cursor: 'pointer' }}>
              {labels.level(a.level)}
            </Badge>
            <Badge component={Link} to={categoryPath(a.category.name)} variant="outline" color="gray" style={{ cursor: 'pointer' }}>
              {labels.category(a.category.name)}
            </Badge>
            {a.is_free && <Badge color={FREE_COLOR}>{t('marks.free')}</Badge>}
            {a.magazine && (
              <Text size="sm" c="dimmed">
                {t('issue.number', { number: a.magazine.number })}
              </Text>
            )}
          </Group>
          <Title order={1} lang={LANG_ATTR[a.language]} className="lb-reader-title">
            {a.title}
          </Title>
          <Group gap="xs">
            {a.abilities.includes('edit') && (
              <Button component={Link} to={`/cms/articleEdit/${a.id}`} variant="light" size="compact-sm">
                {t('reader.editArticle')}
              </Button>
            )}
            <ArchiveButton kind="article" id={a.id} size="compact-sm" />
          </Group>
          {a.title_en && (
            <Text size="lg" c="dimmed">
              {a.title_en}
            </Text>
          )}
          {a.summary && <Text lang={LANG_ATTR[a.language]}>{a.summary}</Text>}
          {a.access.reason === 'free_use' && a.access.free_uses_left !== null && (
            <Text size="sm" c="orange.8" role="status">
              {t('reader.freeUsesLeft', { count: a.access.free_uses_left })}
            </Text>
          )}
        </Stack>
        {!open ? (
          <LockScreen article={a} />
        ) : (
          <Stack gap="lg">
            <ReaderToolbar prefs={prefs} onChange={setPrefs} chinese={chinese} />
            {hasRecording ? (
              <RecordingBar
                src={a.audio_url!}
                voice={a.audio_voice}
                audioRef={audio.ref}
                rate={audio.rate}
                onRate={audio.setRate}
                hasTimings={a.has_timings}
                expectedDuration={timedLength}
              />
            ) : (
              <SpeechBar supported={speech.supported} playing={speech.playing} onToggle={speech.toggle} rate={speech.rate} onRate={speech.setRate} />
            )}
            {textShown && <ArticleRecorder article={a} />}
            <div className="lb-reader-body" style={{ '--lb-reader-size': TEXT_SIZES[prefs.size] } as CSSProperties} lang={LANG_ATTR[a.language]}>
              {paragraphs.map((p) => (
                <ReaderParagraph
                  key={p.index}
                  article={a}
                  paragraph={p}
                  prefs={prefs}
                  current={current}
                  canPlay={hasRecording ? a.has_timings : speech.supported}
                  onPlayFrom={playFrom}
                  onSaveSentence={onSave}
                  saved={saved}
                  marks={marks.data}
                />
              ))}
            </div>
            {textShown && (
              <>
                <KeyVocabulary article={a} />
                {a.has_cloze && <ClozeTest articleId={a.id} language={a.language} />}
                {a.question_count > 0 && (
                  <Group>
                    <Button component={Link} to={`/article-quiz/${a.id}`} size="md" data-testid="take-quiz">
                      {t('reader.takeQuiz', { count: a.question_count })}
                    </Button>
                  </Group>
                )}
                <DownloadPanel articleId={a.id} chinese={chinese} />
              </>
            )}
          </Stack>
        )}
      </article>
      <DiscussionSection kind="article" refId={a.id} lang={LANG_ATTR[a.language]} />
    </PageFrame>
  );
}

export const Component = ArticlePage;
