import type { Debate } from '@lingbridge/contracts/speak';
import type { SpeakingTimes } from '@lingbridge/contracts/speak-signal';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useVoting } from './api';
import { mmss } from './clock';
import { ResultView } from './vote-panel';

/** Who spoke how long in each step (GET /debate/{id}/speaking), longest first. */
export function SpeakingTable({ debateId }: { debateId: number }) {
  const { t } = useTranslation('speak-room');
  const times = useQuery({ queryKey: ['speak', 'room', debateId, 'speaking'], queryFn: () => apiRequest<SpeakingTimes>(`/debate/${debateId}/speaking`) });
  if (!times.data?.length) return null;
  const people = new Map<number, { name: string; total: number; steps: string[] }>();
  for (const r of times.data) {
    const p = people.get(r.user_id) ?? { name: r.nick_name, total: 0, steps: [] };
    p.total += r.ms;
    p.steps.push(`${t(`timeline.steps.${r.step}`)} ${mmss(r.ms)}`);
    people.set(r.user_id, p);
  }
  const rows = [...people.values()].sort((a, b) => b.total - a.total);
  return (
    <section aria-labelledby="lb-speaking-time">
      <Title order={3} size="h5" id="lb-speaking-time" mb={4}>
        {t('speakingTime.title')}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('speakingTime.person')}</Table.Th>
            <Table.Th ta="right">{t('speakingTime.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.name}>
              <Table.Td>
                <Text fw={600}>{p.name}</Text>
                <Text size="xs" c="dimmed">
                  {p.steps.join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{mmss(p.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

/** After the event: the vote's result and the speaking time, on the event page and the closed room. */
export function EventResults({ debate }: { debate: Debate }) {
  const { t } = useTranslation('speak-room');
  const voting = useVoting(debate.id, false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('result.title')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('result.title')}
        </Title>
        {voting.data?.result && <ResultView result={voting.data.result} closesInMs={null} teams={debate.debate_type === 'debate'} />}
        <SpeakingTable debateId={debate.id} />
      </Stack>
    </Paper>
  );
}
