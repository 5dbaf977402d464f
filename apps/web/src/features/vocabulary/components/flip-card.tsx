import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formText } from '../lib/form-text';
import { asLanguage, isChinese, LANG_ATTR } from '../lib/languages';
import { FeatureIcon } from './feature-icons';
import { ListenButton } from './listen-button';
import { PinyinText } from './pinyin-text';
import '../vocabulary.css';

type Props = { entry: VocabularyEntry; flipped: boolean; showPinyin: boolean; onFlip: () => void; ref?: Ref<HTMLDivElement> };

/** The example sentence with the word marked. */
function Example({ sentence, word }: { sentence: string; word: string }) {
  const at = word ? sentence.toLowerCase().indexOf(word.toLowerCase()) : -1;
  if (at < 0) return <>{sentence}</>;
  const parts: ReactNode[] = [sentence.slice(0, at), <mark key="w">{sentence.slice(at, at + word.length)}</mark>, sentence.slice(at + word.length)];
  return <>{parts}</>;
}

/** One flip card: the word on the front; meaning, senses, lemma and form, and its example sentence on the back. */
export function FlipCard({ entry, flipped, showPinyin, onFlip, ref }: Props) {
  const { t } = useTranslation('vocabulary');
  const language = asLanguage(entry.language);
  const lang = LANG_ATTR[language];
  const zh = isChinese(language);
  const meaningLang = LANG_ATTR[asLanguage(entry.target_language, 'English')];
  const example = entry.examples[0];
  return (
    <div ref={ref} className="lb-flipcard" tabIndex={-1} aria-live="polite" data-testid="flipcard" data-side={flipped ? 'back' : 'front'}>
      <Stack gap="md" align="center">
        <Text size="sm" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
          {flipped ? t('review.back') : t('review.front')}
        </Text>
        <h2 className="lb-flipcard__word" lang={lang}>
          {entry.text}
        </h2>
        {zh && showPinyin && <PinyinText reading={entry.pronunciation} tones={entry.tones} className="lb-pinyin lb-pinyin--lg" />}
        <ListenButton text={entry.text} language={language} />
        {!flipped ? (
          <Button size="md" onClick={onFlip} leftSection={<FeatureIcon name="flip" size={18} />} mt="sm">
            {t('review.show')}
            <span className="lb-kbd-hint" aria-hidden>
              {t('review.spaceKey')}
            </span>
          </Button>
        ) : (
          <Stack gap="sm" align="center" w="100%" maw={560}>
            <Divider w="100%" />
            <Text fz="xl" fw={600} lang={meaningLang} data-testid="flipcard-meaning">
              {entry.meaning}
            </Text>
            {entry.senses.length > 1 && (
              <Text c="dimmed" lang={meaningLang}>
                {entry.senses.slice(0, 6).join(' · ')}
              </Text>
            )}
            <Group gap="xs" justify="center" wrap="wrap">
              {entry.hsk ? (
                <Badge variant="light" color="teal" radius="sm">
                  {t('popup.hsk', { level: entry.hsk })}
                </Badge>
              ) : null}
              {!zh && entry.lemma && entry.lemma !== entry.text && (
                <Text size="sm">
                  <span lang={lang}>{entry.text}</span> → <strong lang={lang}>{entry.lemma}</strong>
                  {entry.form ? `${t('form.sep')}${formText(entry.form, t)}` : ''}
                </Text>
              )}
            </Group>
            {example && (
              <Stack gap={4} align="center" mt="xs">
                <Text size="sm" c="dimmed">
                  {t('review.example')}
                </Text>
                <Group gap={4} justify="center" wrap="nowrap">
                  <Text className="lb-flipcard__example" lang={lang} fz="lg">
                    <Example sentence={example} word={entry.text} />
                  </Text>
                  <ListenButton text={example} language={language} size="md" label={t('review.listenExample')} />
                </Group>
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </div>
  );
}
