import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { TranscriptSentence } from '@lingbridge/contracts/watch';
import { useMemo } from 'react';
import { AnnotatedText, lookUpVideoWord, useAnnotation } from '../../../vocabulary/public/for-watch';
import { getToken } from '../../../../lib/storage';
import { useWordMarks } from '../../../learning/public/word-marks';
import { wordsToTokens } from '../../lib/words-to-tokens';

type Props = { sentence: TranscriptSentence; videoId: number; language: LearningLanguage; pinyin: boolean };

/**
 * A sentence's foreign line: the server's words, each opening the shared word pop-up (looked up
 * with the video and transcript ids). With pinyin on, a Chinese line is annotated by the
 * dictionary (only rows on screen ask, as the list is virtualized) for readings and tone colours.
 */
export function SentenceLine({ sentence, videoId, language, pinyin }: Props) {
  const zh = language === 'Simplified_Chinese';
  const annotation = useAnnotation(zh && pinyin ? sentence.ori_zh_text : '', language);
  const plain = useMemo(() => wordsToTokens(sentence.zh_text, sentence.ori_zh_text), [sentence.zh_text, sentence.ori_zh_text]);
  const fetcher = useMemo(() => lookUpVideoWord(sentence.id), [sentence.id]);
  const tokens = zh && pinyin && annotation.data ? annotation.data.tokens : plain;
  // The words the learner is learning are marked, as in the reader (issue 18).
  const marks = useWordMarks(language, !!getToken());
  return (
    <AnnotatedText
      tokens={tokens}
      language={language}
      showPinyin={zh && pinyin}
      toneColors={zh && pinyin}
      context={{ video_id: videoId }}
      fetcher={fetcher}
      marks={marks.data}
      className="lb-watch-foreign"
    />
  );
}
