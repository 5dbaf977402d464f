import type { ArticleParagraph, ArticleDetail } from '@lingbridge/contracts/reading';
import { ActionIcon, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icons';
import { AnnotatedText } from '../../../vocabulary/public/for-reading';
import type { ReaderPrefs } from './use-reader-prefs';

type Props = {
  article: Pick<ArticleDetail, 'id' | 'language'>;
  paragraph: ArticleParagraph;
  prefs: ReaderPrefs;
  current: number | null;
  canPlay: boolean;
  onPlayFrom: (index: number) => void;
  onSaveSentence: (text: string, translation: string) => void;
  /** The sentences (their text) the learner already saved from this article. */
  saved: ReadonlySet<string>;
  /** The learner's saved words by key (learning or known), marked in the text. */
  marks?: ReadonlyMap<string, 'learning' | 'known'>;
};

/** A paragraph: its sentences (clickable words, play from here, save), and its translation on demand. */
export function ReaderParagraph({ article, paragraph, prefs, current, canPlay, onPlayFrom, onSaveSentence, saved, marks }: Props) {
  const { t } = useTranslation('reading');
  const [showTranslation, setShowTranslation] = useState(false);
  const zh = article.language === 'Simplified_Chinese';
  return (
    <div className="lb-reader-paragraph">
      <p className={`lb-reader-text${zh && prefs.pinyin ? ' lb-reader-text--ruby' : ''}`}>
        {paragraph.sentences.map((s) => (
          <span key={s.index} className="lb-sentence" data-current={current === s.index || undefined} data-sentence={s.index}>
            <AnnotatedText
              tokens={s.tokens}
              language={article.language}
              showPinyin={zh && prefs.pinyin}
              toneColors={zh && prefs.tones}
              context={{ article_id: article.id }}
              marks={marks}
            />
            <span className="lb-sentence-tools">
              {/* A native title, not a Mantine Tooltip: two per sentence made the article slow to render. */}
              {canPlay && (
                <ActionIcon size="md" variant="subtle" aria-label={t('reader.playFrom')} title={t('reader.playFrom')} onClick={() => onPlayFrom(s.index)}>
                  <Icon name="play" size={14} />
                </ActionIcon>
              )}
              {/* Its own translation, never the paragraph's (decision 0068); marked once saved. */}
              <ActionIcon
                size="md"
                variant={saved.has(s.text) ? 'light' : 'subtle'}
                aria-label={saved.has(s.text) ? t('reader.sentenceIsSaved') : t('reader.saveSentence')}
                aria-pressed={saved.has(s.text)}
                title={saved.has(s.text) ? t('reader.sentenceIsSaved') : t('reader.saveSentence')}
                data-saved={saved.has(s.text) || undefined}
                onClick={() => onSaveSentence(s.text, s.translation ?? '')}
              >
                <Icon name="notebook" size={14} />
              </ActionIcon>
            </span>{' '}
          </span>
        ))}
      </p>
      {paragraph.translation && (
        <>
          <Button size="compact-xs" variant="subtle" onClick={() => setShowTranslation((v) => !v)} aria-expanded={showTranslation}>
            {showTranslation ? t('reader.hideTranslation') : t('reader.showTranslation')}
          </Button>
          {showTranslation && (
            <Text className="lb-reader-translation" lang="en" c="dimmed">
              {paragraph.translation}
            </Text>
          )}
        </>
      )}
    </div>
  );
}
