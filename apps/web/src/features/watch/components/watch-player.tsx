import type { TranscriptSentence, Video } from '@lingbridge/contracts/watch';
import { PLAYER } from '@lingbridge/contracts/constants';
import { Group, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSavedSentences } from '../hooks/use-saved-sentences';
import { useVideoPlayer } from '../hooks/use-video-player';
import { findCurrentSentence } from '../lib/current-sentence';
import { LANG_ATTR, WordPopupListener } from '../../vocabulary/public/for-watch';
import { Divider } from './player/divider';
import { PlayerControls } from './player/player-controls';
import { VideoStage } from './player/video-stage';
import { TranscriptList } from './transcript/transcript-list';
import '../watch.css';

const NO_SENTENCES: TranscriptSentence[] = [];

/**
 * The synchronized player (spec 01 §2 Watch screen, §4 Player): the provider's video with its
 * controls beside the transcript, which highlights and follows the sentence being spoken. On
 * narrow screens the transcript sits under the video.
 */
export function WatchPlayer({ video }: { video: Video }) {
  const { t } = useTranslation('watch');
  const { mountRef, view, controls } = useVideoPlayer(video);
  const { savedIds, onSave } = useSavedSentences(video);
  const rowRef = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [share, setShare] = useState<number>(PLAYER.dividerDefault);
  const [subtitles, setSubtitles] = useState(false);
  const [theater, setTheater] = useState(false);
  const [beside, setBeside] = useState(false);
  const [pinyin, setPinyin] = useState(false);
  const sentences = video.transcript ?? NO_SENTENCES;
  const current = useMemo(() => findCurrentSentence(sentences, view.time), [sentences, view.time]);
  const zh = video.language === 'Simplified_Chinese';

  const onPlay = useCallback(
    (index: number) => {
      // A second click on the playing sentence pauses (spec 01 §4).
      if (index === current && view.playing) return controls.pause();
      controls.seek(sentences[index].start);
      controls.play();
    },
    // controls is rebuilt each render; its methods read the latest view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current, view.playing, sentences, view.ready],
  );

  // A word tapped in a playing video's transcript pauses it until the pop-up closes (issue 18).
  const playingRef = useRef(view.playing);
  playingRef.current = view.playing;
  const resume = useRef(false);
  const onPopup = useCallback(
    (open: boolean) => {
      if (open && playingRef.current) {
        resume.current = true;
        controls.pause();
      } else if (!open && resume.current) {
        resume.current = false;
        controls.play();
      }
    },
    // controls is rebuilt each render; its methods reach the same player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const layout = theater ? (beside && wide ? 'theater-beside' : 'theater') : wide ? 'split' : 'stacked';
  const style = { '--lb-video-share': `${share}%` } as CSSProperties;
  return (
    <div className="lb-watch" data-layout={layout} data-testid="watch-player">
      <div className="lb-watch-main" ref={rowRef} style={style}>
        <section className="lb-watch-video" aria-label={t('player.label')}>
          <VideoStage
            mountRef={mountRef}
            ready={view.ready}
            error={view.error}
            subtitle={current >= 0 ? sentences[current] : null}
            showSubtitles={subtitles}
            foreignLang={LANG_ATTR[video.language]}
          />
          <PlayerControls
            view={view}
            controls={controls}
            videoId={video.id}
            title={video.title}
            subtitles={subtitles}
            onSubtitles={() => setSubtitles((v) => !v)}
            theater={theater}
            onTheater={() => setTheater((v) => !v)}
            canDownload={video.transcribe_status === 'success' && sentences.length > 0}
          />
          {theater && wide && (
            <Switch
              mt="xs"
              size="sm"
              checked={beside}
              onChange={(e) => setBeside(e.currentTarget.checked)}
              label={t('player.beside')}
              data-testid="watch-beside"
            />
          )}
        </section>
        {layout === 'split' && <Divider value={share} onChange={setShare} rowRef={rowRef} />}
        <section className="lb-watch-side" aria-label={t('transcript.label')}>
          <Group justify="space-between" mb="xs" gap="xs">
            <Text fw={700}>{t('transcript.title')}</Text>
            {zh && <Switch size="sm" checked={pinyin} onChange={(e) => setPinyin(e.currentTarget.checked)} label={t('transcript.pinyin')} />}
          </Group>
          {sentences.length ? (
            <WordPopupListener value={onPopup}>
              <TranscriptList
                sentences={sentences}
                videoId={video.id}
                language={video.language}
                current={current}
                playing={view.playing}
                savedIds={savedIds}
                pinyin={pinyin}
                onPlay={onPlay}
                onSave={onSave}
              />
            </WordPopupListener>
          ) : (
            <EmptyState compact order={3} icon="list" title={t('transcript.emptyTitle')} description={t('transcript.emptyBody')} />
          )}
        </section>
      </div>
    </div>
  );
}
