import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { ActionIcon, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formText } from '../lib/form-text';
import { asLanguage, isChinese, LANG_ATTR } from '../lib/languages';
import { ListenButton } from './listen-button';
import { PinyinText } from './pinyin-text';
import { SaveToggle } from './save-toggle';

/** What the annotation already knows about a word, shown while the lookup runs. */
export type WordPreview = { reading?: string; tones?: number[]; gloss?: string };

type Props = {
  word: string;
  language: LearningLanguage;
  entry?: VocabularyEntry;
  loading?: boolean;
  failed?: boolean;
  preview?: WordPreview;
  headingId: string;
  onClose?: () => void;
  onRetry?: () => void;
};

/** A measure word as the server renders it (`个 gè`); entries saved before that keep `个|個[ge4]`: the simplified character. */
const classifierText = (c: string) => c.replace(/\[.*?\]/g, '').split('|')[0];

/** The dictionary card of a word: reading in tone colours, senses, lemma and form, HSK level, save and listen. */
export function WordCard({ word, language, entry, loading, failed, preview, headingId, onClose, onRetry }: Props) {
  const { t } = useTranslation('vocabulary', { useSuspense: false });
  const zh = isChinese(language);
  const found = entry && entry.meaning !== null;
  const reading = entry?.pronunciation ?? preview?.reading;
  const tones = entry?.tones ?? preview?.tones;
  const shown = entry?.text ?? word;
  const meaningLang = LANG_ATTR[asLanguage(entry?.target_language, 'English')];
  // The headword is the lemma (ser); the form that was tapped (Fue) is analysed beside it.
  const tapped = word.trim();
  const inflected = !zh && !!entry?.lemma && entry.lemma.toLowerCase() !== tapped.toLowerCase();

  return (
    <Stack gap={10}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={8} align="baseline" wrap="wrap">
            <Text id={headingId} component="h2" fw={700} fz={zh ? 30 : 24} lh={1.2} lang={LANG_ATTR[language]} m={0}>
              {shown}
            </Text>
            {entry?.traditional && entry.traditional !== entry.text && (
              <Text c="dimmed" fz="md" lang="zh-TW" title={t('popup.traditional')}>
                {entry.traditional}
              </Text>
            )}
          </Group>
          {zh && reading && <PinyinText reading={reading} tones={tones} className="lb-pinyin lb-pinyin--lg" />}
          {!zh && reading && <Text c="dimmed">{reading}</Text>}
        </Stack>
        <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
          <ListenButton text={shown} language={language} />
          {found && <SaveToggle entry={entry} />}
          {onClose && (
            <ActionIcon variant="subtle" color="gray.7" size="lg" radius="xl" aria-label={t('popup.close')} onClick={onClose}>
              <Icon name="close" size={20} />
            </ActionIcon>
          )}
        </Group>
      </Group>

      {found && (entry.hsk || inflected) && (
        <Group gap={8} wrap="wrap">
          {entry.hsk ? (
            <Badge variant="light" color="teal" radius="sm" title={t('popup.hskTitle')}>
              {t('popup.hsk', { level: entry.hsk })}
            </Badge>
          ) : null}
          {inflected && (
            <Text size="sm" data-testid="lemma-line">
              <span lang={LANG_ATTR[language]}>{tapped}</span> → <strong lang={LANG_ATTR[language]}>{entry.lemma}</strong>
              {entry.form ? `${t('form.sep')}${formText(entry.form, t)}` : ''}
            </Text>
          )}
        </Group>
      )}

      {loading && (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" type="dots" />
          <Text size="sm" c="dimmed">
            {preview?.gloss ?? t('popup.loading')}
          </Text>
        </Group>
      )}
      {failed && !loading && (
        <Stack gap={6} role="alert">
          <Text size="sm">{t('popup.failed')}</Text>
          {onRetry && (
            <Button size="xs" variant="light" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
              {t('popup.retry')}
            </Button>
          )}
        </Stack>
      )}
      {entry && !found && !loading && (
        <Text c="dimmed" role="status">
          {t('popup.noTranslation')}
        </Text>
      )}
      {found && (
        <Stack gap={6}>
          {entry.senses.length > 1 ? (
            <ol className="lb-senses" lang={meaningLang}>
              {entry.senses.slice(0, 8).map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          ) : (
            <Text lang={meaningLang}>{entry.meaning}</Text>
          )}
          {entry.classifiers.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('popup.classifiers')} <span lang="zh-CN">{entry.classifiers.map(classifierText).join('、')}</span>
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
