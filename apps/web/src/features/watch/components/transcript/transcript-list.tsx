import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { TranscriptSentence } from '@lingbridge/contracts/watch';
import { Button } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollTarget } from '../../lib/current-sentence';
import { TranscriptRow } from './transcript-row';

/** Spacing between sentences, part of the scroll calculation (spec 01 §9). */
const SENTENCE_GAP = 10;

type Props = {
  sentences: TranscriptSentence[];
  videoId: number;
  language: LearningLanguage;
  current: number;
  playing: boolean;
  savedIds: ReadonlySet<number>;
  pinyin: boolean;
  onPlay: (index: number) => void;
  onSave: (sentence: TranscriptSentence) => void;
};

/**
 * The transcript, virtualized: only the rows on screen exist, so 900 sentences scroll and follow
 * playback as smoothly as 9. It scrolls to the current sentence unless the learner scrolled away
 * by hand; then a button brings it back.
 */
export function TranscriptList({ sentences, videoId, language, current, playing, savedIds, pinyin, onPlay, onSave }: Props) {
  const { t } = useTranslation('watch');
  const scrollRef = useRef<HTMLDivElement>(null);
  const previous = useRef(-1);
  const [follow, setFollow] = useState(true);
  const virtualizer = useVirtualizer({
    count: sentences.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (pinyin ? 120 : 92),
    gap: SENTENCE_GAP,
    overscan: 6,
    // jsdom and the first paint have no layout yet: assume a typical panel.
    initialRect: { width: 600, height: 640 },
  });

  useEffect(() => {
    const target = scrollTarget(previous.current, current, follow);
    previous.current = current;
    if (target !== null) virtualizer.scrollToIndex(target, { align: 'center' });
  }, [current, follow, virtualizer]);

  const playFrom = (index: number) => {
    setFollow(true);
    onPlay(index);
  };
  return (
    <div className="lb-watch-transcript">
      <div
        ref={scrollRef}
        className="lb-watch-transcript__scroll"
        data-testid="transcript"
        role="list"
        aria-label={t('transcript.label')}
        onWheel={() => setFollow(false)}
        onTouchMove={() => setFollow(false)}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <TranscriptRow
                sentence={sentences[item.index]}
                index={item.index}
                videoId={videoId}
                language={language}
                current={item.index === current}
                playing={playing}
                saved={savedIds.has(sentences[item.index].id)}
                pinyin={pinyin}
                onPlay={playFrom}
                onSave={onSave}
              />
            </div>
          ))}
        </div>
      </div>
      {!follow && current >= 0 && (
        <Button size="xs" radius="xl" className="lb-watch-follow" onClick={() => setFollow(true)}>
          {t('transcript.follow')}
        </Button>
      )}
    </div>
  );
}
