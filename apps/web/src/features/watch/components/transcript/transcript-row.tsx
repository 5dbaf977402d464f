import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { TranscriptSentence } from '@lingbridge/contracts/watch';
import { ActionIcon, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icons';
import { isLongEnglish } from '../../lib/text-size';
import { formatClock } from '../../lib/time';
import { PlayerIcon } from '../player/icons';
import { SentenceLine } from './sentence-line';

type Props = {
  sentence: TranscriptSentence;
  index: number;
  videoId: number;
  language: LearningLanguage;
  current: boolean;
  playing: boolean;
  saved: boolean;
  pinyin: boolean;
  onPlay: (index: number) => void;
  onSave: (sentence: TranscriptSentence) => void;
};

/** One transcript sentence: play from here (pause on a second click), the foreign and English lines, save. */
export const TranscriptRow = memo(function TranscriptRow({ sentence, index, videoId, language, current, playing, saved, pinyin, onPlay, onSave }: Props) {
  const { t } = useTranslation('watch');
  const active = current && playing;
  return (
    <div
      className="lb-watch-row"
      data-current={current || undefined}
      data-saved={saved || undefined}
      data-testid="transcript-row"
      data-sentence={sentence.id}
      aria-current={current ? 'true' : undefined}
    >
      <div className="lb-watch-row__tools">
        <Tooltip label={active ? t('transcript.pause') : t('transcript.playFrom')}>
          <ActionIcon
            variant={current ? 'filled' : 'light'}
            radius="xl"
            size="md"
            aria-label={active ? t('transcript.pause') : t('transcript.playFrom')}
            onClick={() => onPlay(index)}
            data-testid="sentence-play"
          >
            {active ? <PlayerIcon name="pause" size={16} /> : <Icon name="play" size={14} />}
          </ActionIcon>
        </Tooltip>
        <span className="lb-watch-row__time">{formatClock(sentence.start)}</span>
      </div>
      <div className="lb-watch-row__text">
        <SentenceLine sentence={sentence} videoId={videoId} language={language} pinyin={pinyin} />
        {sentence.en_text && language !== 'English' && (
          <p lang="en" className="lb-watch-english" data-long={isLongEnglish(sentence.en_text) || undefined}>
            {sentence.en_text}
          </p>
        )}
      </div>
      <Tooltip label={saved ? t('transcript.saved') : t('transcript.save')}>
        <ActionIcon
          variant={saved ? 'filled' : 'subtle'}
          color={saved ? 'dark' : 'gray'}
          radius="xl"
          aria-label={saved ? t('transcript.saved') : t('transcript.save')}
          aria-pressed={saved}
          onClick={() => onSave(sentence)}
          data-testid="sentence-save"
        >
          <PlayerIcon name="bookmark" size={16} filled={saved} />
        </ActionIcon>
      </Tooltip>
    </div>
  );
});
