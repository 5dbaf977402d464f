import type { TimelineStepKey } from '@lingbridge/contracts/speak-room';
import type { RoomHints } from '@lingbridge/contracts/speak-signal';
import { Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { apiRequest } from '../../../../lib/api-client';
import { LANG_ATTR } from '../../lib/labels';

type Hint = RoomHints['phrases'][number];

function HintList({ items, lang }: { items: Hint[]; lang: string }) {
  return (
    <ul className="lb-hints">
      {items.map((h) => (
        <li key={h.text}>
          {h.pinyin && (
            <Text size="sm" c="dimmed" className="lb-hint__pinyin">
              {h.pinyin}
            </Text>
          )}
          <Text size="lg" lang={lang} fw={600}>
            {h.text}
          </Text>
          {h.meaning && (
            <Text size="sm" c="dimmed">
              {h.meaning}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Need a hint?": phrases for this moment of the talk and key words of the topic (GET /debate/{id}/hints). */
export function HintsPanel({ debateId, language, step }: { debateId: number; language: keyof typeof LANG_ATTR; step: TimelineStepKey | null }) {
  const { t } = useTranslation('speak-media');
  const [open, setOpen] = useState(false);
  const hints = useQuery({
    queryKey: ['speak', 'room', debateId, 'hints', step],
    queryFn: () => apiRequest<RoomHints>(`/debate/${debateId}/hints?step=${step}`),
    enabled: open && !!step,
    staleTime: 10 * 60_000,
  });
  if (!step) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('hints.title')}
        </Title>
        <Button variant="light" size="xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? t('hints.hide') : t('hints.show')}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <Stack gap="sm" mt="sm">
          {hints.isLoading && <LoadingState label={t('hints.loading')} />}
          {hints.isError && <ErrorState order={3} error={hints.error} onRetry={() => void hints.refetch()} />}
          {hints.data && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={4}>
                <Title order={3} size="h6">
                  {t('hints.phrases')}
                </Title>
                <HintList items={hints.data.phrases} lang={LANG_ATTR[language]} />
              </Stack>
              <Stack gap={4}>
                <Title order={3} size="h6">
                  {t('hints.keyWords')}
                </Title>
                {hints.data.key_words.length ? (
                  <HintList items={hints.data.key_words} lang={LANG_ATTR[language]} />
                ) : (
                  <Text c="dimmed">{t('hints.noWords')}</Text>
                )}
              </Stack>
            </SimpleGrid>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}
