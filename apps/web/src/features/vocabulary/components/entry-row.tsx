import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formText } from '../lib/form-text';
import { asLanguage, isChinese, LANG_ATTR } from '../lib/languages';
import { ListenButton } from './listen-button';
import { PinyinText } from './pinyin-text';
import { SaveToggle } from './save-toggle';
import '../vocabulary.css';

type Props = {
  entry: VocabularyEntry;
  showExample?: boolean;
  meta?: ReactNode;
  /** More actions after listen and save (the notebook's Archive). */ actions?: ReactNode;
};

/** One word in the notebook or the history: the word, its reading, meaning, lemma and form, listen and save. */
export function EntryRow({ entry, showExample, meta, actions }: Props) {
  const { t } = useTranslation('vocabulary');
  const language = asLanguage(entry.language);
  const lang = LANG_ATTR[language];
  const zh = isChinese(language);
  const inflected = !zh && entry.lemma && entry.lemma !== entry.text;
  return (
    <li className="lb-entry-row" data-testid="entry-row" data-word={entry.text}>
      <div style={{ minWidth: 0 }}>
        <Group gap={10} align="baseline" wrap="wrap">
          <span className="lb-entry-row__word" lang={lang}>
            {entry.text}
          </span>
          {zh && <PinyinText reading={entry.pronunciation} tones={entry.tones} />}
          {entry.hsk ? (
            <Badge variant="light" color="teal" radius="sm" size="sm">
              {t('popup.hsk', { level: entry.hsk })}
            </Badge>
          ) : null}
        </Group>
        {inflected && (
          <Text size="sm" c="dimmed">
            <span lang={lang}>{entry.text}</span> → <strong lang={lang}>{entry.lemma}</strong>
            {entry.form ? `${t('form.sep')}${formText(entry.form, t)}` : ''}
          </Text>
        )}
        <Text lineClamp={2} mt={2} lang={LANG_ATTR[asLanguage(entry.target_language, 'English')]} c={entry.meaning ? undefined : 'dimmed'}>
          {entry.meaning ?? t('popup.noTranslation')}
        </Text>
        {showExample && entry.examples[0] && (
          <Text size="sm" c="dimmed" fs="italic" lang={lang} lineClamp={2} mt={4}>
            {entry.examples[0]}
          </Text>
        )}
        {meta && (
          <Text size="sm" c="dimmed" mt={4}>
            {meta}
          </Text>
        )}
      </div>
      <Group gap={2} wrap="nowrap">
        <ListenButton text={entry.text} language={language} size="md" />
        {entry.meaning !== null && <SaveToggle entry={entry} size="md" />}
        {actions}
      </Group>
    </li>
  );
}
