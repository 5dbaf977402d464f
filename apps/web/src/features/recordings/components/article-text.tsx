import { Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useArticleText } from '../api/get-article-text';

type Props = { articleId: number; highlight: number | null; selected: number | null; onSelect: (index: number) => void };

/** The article beside the player, sentence by sentence: a sentence is chosen to pin a comment to it. */
export function ArticleText({ articleId, highlight, selected, onSelect }: Props) {
  const { t } = useTranslation('recordings');
  const article = useArticleText(articleId);
  if (!article.data) return null;
  const a = article.data;
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t('teacher.articleText')}>
      <Text fw={700} mb="xs" lang={a.language === 'Simplified_Chinese' ? 'zh-CN' : 'es'}>
        {a.title}
      </Text>
      <ScrollArea.Autosize mah={420} type="auto">
        <Stack gap="xs" lang={a.language === 'Simplified_Chinese' ? 'zh-CN' : 'es'}>
          {a.paragraphs.map((p) => (
            <Text key={p.index} component="div">
              {p.sentences.map((s) => (
                <UnstyledButton
                  key={s.index}
                  onClick={() => onSelect(s.index)}
                  aria-pressed={selected === s.index}
                  style={{
                    display: 'inline',
                    borderRadius: 4,
                    padding: '0 2px',
                    background: selected === s.index ? 'var(--mantine-color-yellow-2)' : highlight === s.index ? 'var(--mantine-color-teal-1)' : undefined,
                  }}
                >
                  <sup>{s.index + 1}</sup>
                  {s.text}{' '}
                </UnstyledButton>
              ))}
            </Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
