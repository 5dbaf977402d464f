import type { ClozeResult } from '@lingbridge/contracts/quizzes';
import { Alert, Button, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useCheckCloze, useCloze } from '../api/cloze';
import { LANG_ATTR } from '../../vocabulary/public/for-reading';

/**
 * The cloze test after reading: pick a word from the bank, then a blank (or a blank, then a word);
 * check shows the score and the right words.
 */
export function ClozeTest({ articleId, language }: { articleId: number; language: 'Simplified_Chinese' | 'Spanish' }) {
  const { t } = useTranslation('reading');
  const cloze = useCloze(articleId);
  const check = useCheckCloze(articleId);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [picked, setPicked] = useState<string | null>(null);
  const [result, setResult] = useState<ClozeResult | null>(null);
  if (!cloze.data?.items.length) return null;
  // The bank holds a word once per blank it fills: a copy is used up when placed in a blank.
  const usedCount = (w: string) => Object.values(answers).filter((a) => a === w).length;
  const fill = (index: number) => {
    if (result) return;
    if (picked) {
      setAnswers((a) => ({ ...a, [index]: picked }));
      setPicked(null);
    } else if (answers[index]) {
      setAnswers((a) => {
        const next = { ...a };
        delete next[index];
        return next;
      });
    }
  };
  const submit = async () => setResult(await check.mutateAsync(cloze.data.items.map((it) => ({ index: it.index, answer: answers[it.index] ?? '' }))));
  const outcome = (index: number) => result?.results.find((r) => r.index === index);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cloze-title" className="lb-cloze">
      <Title order={2} size="h3" id="cloze-title">
        {t('cloze.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('cloze.instructions')}
      </Text>
      <Group gap="xs" mb="md" role="group" aria-label={t('cloze.wordBank')}>
        {cloze.data.word_bank.map((w, i) => {
          // This chip is the n-th copy of its word; the first copies go as the word is placed.
          const copy = cloze.data.word_bank.slice(0, i).filter((x) => x === w).length;
          const spent = copy < usedCount(w);
          return (
            <Chip
              key={`${i}-${w}`}
              checked={picked === w && copy === usedCount(w)}
              disabled={!!result || spent}
              onChange={() => setPicked(picked === w ? null : w)}
              lang={LANG_ATTR[language]}
            >
              {w}
            </Chip>
          );
        })}
      </Group>
      <Stack gap="sm" lang={LANG_ATTR[language]}>
        {cloze.data.items.map((it, n) => {
          const r = outcome(it.index);
          return (
            <Text key={it.index} size="lg">
              {n + 1}. {it.before}
              <button
                type="button"
                className="lb-cloze-blank"
                data-state={r ? (r.correct ? 'right' : 'wrong') : undefined}
                onClick={() => fill(it.index)}
                aria-label={answers[it.index] ? t('cloze.blankFilled', { n: n + 1, word: answers[it.index] }) : t('cloze.blankEmpty', { n: n + 1 })}
              >
                {answers[it.index] ?? '\u00a0'.repeat(6)}
              </button>
              {it.after}
              {r && !r.correct && (
                <Text span c="green.8" size="sm" ml="xs">
                  ({r.expected})
                </Text>
              )}
            </Text>
          );
        })}
      </Stack>
      {check.isError && (
        <Alert color="red" mt="md">
          {errorText(check.error, t)}
        </Alert>
      )}
      {result ? (
        <Group mt="md" gap="md">
          <Text fw={700} role="status" data-testid="cloze-score">
            {t('cloze.score', { score: result.score, total: result.total })}
          </Text>
          <Button
            variant="default"
            onClick={() => {
              setResult(null);
              setAnswers({});
            }}
          >
            {t('cloze.again')}
          </Button>
        </Group>
      ) : (
        <Button mt="md" onClick={() => void submit()} loading={check.isPending} disabled={!Object.keys(answers).length}>
          {t('cloze.check')}
        </Button>
      )}
    </Paper>
  );
}
