import type { Group as OrgGroup } from '@lingbridge/contracts/organizations';
import { Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useUnknownWords } from '../api/group-report';

/** The words most of the group looked up in an article or video, to pre-teach them. */
export function UnknownWordsList({ group, kind, id }: { group: OrgGroup; kind: 'article' | 'video'; id: number }) {
  const { t } = useTranslation('organizations');
  const words = useUnknownWords({ orgId: group.org_id, groupId: group.id }, kind, id, true);
  if (words.isPending) return <LoadingState />;
  if (words.isError) return <ErrorState order={4} error={words.error} onRetry={() => void words.refetch()} />;
  if (!words.data.words.length)
    return (
      <Text size="sm" c="dimmed">
        {t('words.empty')}
      </Text>
    );
  const n = Math.max(1, words.data.member_count);
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={t('words.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('words.word')}</Table.Th>
          <Table.Th>{t('words.meaning')}</Table.Th>
          <Table.Th w={140}>{t('words.learners')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {words.data.words.map((w) => (
          <Table.Tr key={w.key}>
            <Table.Td>
              <Text fw={700} span>
                {w.text}
              </Text>{' '}
              {w.pronunciation && (
                <Text span c="dimmed" size="xs">
                  {w.pronunciation}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{w.meaning ?? '—'}</Table.Td>
            <Table.Td>
              <Text size="xs">{t('words.of', { count: w.learners, total: words.data.member_count })}</Text>
              <Progress value={(100 * w.learners) / n} size="sm" aria-hidden />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
