import type { Sentence } from '@lingbridge/contracts/vocabulary';
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from '../../../lib/dates';
import { asLanguage, LANG_ATTR } from '../lib/languages';
import { FeatureIcon } from './feature-icons';
import { ListenButton } from './listen-button';
import '../vocabulary.css';

type Props = { sentence: Sentence; onDelete: (s: Sentence) => void };

/** A line without punctuation and spaces: sentences saved before decision 0068 kept such a copy of the foreign line. */
const lettersOf = (text: string) => text.replace(/[\p{P}\p{S}\s]/gu, '');

/** A saved sentence: its foreign line, the English and Chinese lines, where it came from, listen and delete. */
export function SentenceRow({ sentence: s, onDelete }: Props) {
  const { t, i18n } = useTranslation('vocabulary');
  const language = asLanguage(s.language, 'English');
  const lines = [
    { text: s.foreign_text, lang: LANG_ATTR[language] },
    { text: s.zh_text, lang: 'zh-CN' },
    { text: s.en_text, lang: 'en' },
  ].filter((l, i, all) => l.text && all.findIndex((o) => lettersOf(o.text) === lettersOf(l.text)) === i);
  const [main, ...rest] = lines;
  const source = s.video_id
    ? { to: `/video/upload/${s.video_id}`, label: t('sentences.fromVideo') }
    : s.article_id
      ? { to: `/article/${s.article_id}`, label: t('sentences.fromArticle') }
      : null;
  return (
    <li className="lb-entry-row" data-testid="sentence-row">
      <Stack gap={4} style={{ minWidth: 0 }}>
        {main && (
          <Text fz="lg" fw={600} lang={main.lang}>
            {main.text}
          </Text>
        )}
        {rest.map((l) => (
          <Text key={l.lang} c="dimmed" lang={l.lang}>
            {l.text}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {source && (
            <>
              <Anchor component={Link} to={source.to} size="sm" underline="always">
                {source.label}
              </Anchor>
              {' · '}
            </>
          )}
          {t('sentences.saved', { when: relativeTime(s.created_at, i18n.language) })}
        </Text>
      </Stack>
      <Group gap={2} wrap="nowrap">
        {main && <ListenButton text={main.text} language={language} size="md" label={t('sentences.listen')} />}
        <Tooltip label={t('sentences.delete')}>
          <ActionIcon variant="subtle" color="red.8" size="md" radius="xl" aria-label={t('sentences.deleteLabel')} onClick={() => onDelete(s)}>
            <FeatureIcon name="trash" size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}
