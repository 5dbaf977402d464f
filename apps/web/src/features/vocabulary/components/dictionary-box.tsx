import type { LearningLanguage } from '@lingbridge/contracts/common';
import { Badge, Button, Group, Paper, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useAnnotation } from '../api/annotate-text';
import { isChinese, LOOKUP_TARGET } from '../lib/languages';
import { AnnotatedText } from './annotated-text';
import { FeatureIcon } from './feature-icons';

const MAX_LENGTH = 2000;

/**
 * Type or paste a word or a sentence in the learning language: the text is annotated and its words
 * open the pop-up; a single word opens at once.
 */
export function DictionaryBox({ language }: { language: LearningLanguage }) {
  const { t } = useTranslation('vocabulary');
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [pinyin, setPinyin] = useState(true);
  // Looking the same text up again opens its word again.
  const [round, setRound] = useState(0);
  const hintId = useId();
  const annotation = useAnnotation(text, language);
  const tokens = annotation.data?.tokens;
  const words = useMemo(() => tokens?.flatMap((tk, i) => (tk.isWord ? [i] : [])) ?? [], [tokens]);
  const zh = isChinese(language);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    setText(draft.trim());
    setRound((n) => n + 1);
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${hintId}-title`}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text component="h2" id={`${hintId}-title`} fw={700} fz="xl" m={0}>
            {t('box.title')}
          </Text>
          <Badge variant="light" color="teal" size="lg" radius="sm" tt="none">
            {t('box.direction', { from: t(`languages.${language}`), to: t(`languages.${LOOKUP_TARGET[language]}`) })}
          </Badge>
        </Group>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Textarea
              label={t('box.label', { language: t(`languages.${language}`) })}
              description={t('box.description')}
              placeholder={t(`box.placeholder.${language}`)}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
              }}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={MAX_LENGTH}
              lang={zh ? 'zh-CN' : undefined}
              style={{ flex: '1 1 260px' }}
              size="md"
            />
            <Button type="submit" size="md" disabled={!draft.trim()} loading={annotation.isFetching} leftSection={<FeatureIcon name="search" size={18} />}>
              {t('box.submit')}
            </Button>
          </Group>
        </form>

        {annotation.isError && (
          <Text c="red.8" role="alert">
            {errorText(annotation.error, t)}
          </Text>
        )}
        {tokens && text && (
          <Stack gap="xs" aria-live="polite">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" id={hintId}>
                {words.length ? t('box.hint') : t('box.noWords')}
              </Text>
              {zh && <Switch checked={pinyin} onChange={(e) => setPinyin(e.currentTarget.checked)} label={t('box.pinyin')} />}
            </Group>
            <div className="lb-dictionary-result" aria-describedby={hintId}>
              <AnnotatedText
                key={round}
                tokens={tokens}
                language={language}
                showPinyin={zh && pinyin}
                openIndex={words.length === 1 ? words[0] : null}
                label={t('box.resultLabel')}
                style={{ fontSize: zh ? '1.6rem' : '1.35rem', whiteSpace: 'pre-wrap' }}
              />
            </div>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
