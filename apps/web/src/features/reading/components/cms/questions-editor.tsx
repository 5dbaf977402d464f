import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icons';
import type { QuestionDraft } from './article-form-state';

/** Comprehension questions: prompt, options one per line, the number of the right option. */
export function QuestionsEditor({ value, onChange }: { value: QuestionDraft[]; onChange: (q: QuestionDraft[]) => void }) {
  const { t } = useTranslation('reading');
  const set = (i: number, patch: Partial<QuestionDraft>) => onChange(value.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('cms.questions')}</Text>
      {value.map((q, i) => (
        <Paper key={i} withBorder p="sm" radius="md">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {t('quiz.questionOf', { n: i + 1, total: value.length })}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={t('cms.removeQuestion')} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              <Icon name="close" size={16} />
            </ActionIcon>
          </Group>
          <TextInput label={t('cms.prompt')} value={q.prompt} onChange={(e) => set(i, { prompt: e.currentTarget.value })} required />
          <Textarea
            label={t('cms.options')}
            description={t('cms.optionsHint')}
            autosize
            minRows={3}
            value={q.options}
            onChange={(e) => set(i, { options: e.currentTarget.value })}
          />
          <Group grow>
            <NumberInput label={t('cms.rightOption')} min={1} max={6} value={q.answer + 1} onChange={(v) => set(i, { answer: Math.max(0, Number(v) - 1) })} />
            <TextInput label={t('cms.explanation')} value={q.explanation} onChange={(e) => set(i, { explanation: e.currentTarget.value })} />
          </Group>
        </Paper>
      ))}
      <Button variant="light" onClick={() => onChange([...value, { prompt: '', options: '', answer: 0, explanation: '' }])}>
        {t('cms.addQuestion')}
      </Button>
    </Stack>
  );
}
