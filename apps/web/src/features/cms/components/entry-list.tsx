import type { EntryStatus } from '@lingbridge/contracts/cms';
import { Anchor, Badge, Button, Group, Pagination, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { dateTime, relativeTime } from '../../../lib/dates';
import { useEntries } from '../api/entries';
import type { KindSpec } from './entry-editor';

const STATUS_COLOR = { draft: 'gray', scheduled: 'yellow', published: 'teal' } as const;
const PAGE_SIZE = 20;

/** Every kind's list: searched, filtered and paged by the server. */
export function EntryList({ spec, newPath }: { spec: KindSpec; newPath: string }) {
  const { t, i18n } = useTranslation('cms');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EntryStatus | 'all'>('all');
  const [q, setQ] = useState('');
  const [query] = useDebouncedValue(q.trim(), 300);
  const list = useEntries(spec.kind, { page, size: PAGE_SIZE, status: status === 'all' ? undefined : status, q: query || undefined });

  return (
    <>
      <PageTitle
        title={spec.titles.list}
        actions={
          <Button component={Link} to={newPath}>
            {spec.titles.create}
          </Button>
        }
      />
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
        <SegmentedControl
          aria-label={t('list.status')}
          value={status}
          onChange={(v) => {
            setStatus(v as EntryStatus | 'all');
            setPage(1);
          }}
          data={(['all', 'draft', 'scheduled', 'published'] as const).map((s) => ({ value: s, label: s === 'all' ? t('list.all') : t(`status.${s}`) }))}
        />
        {list.data && (
          <Text size="sm" c="dimmed">
            {t('list.count', { count: list.data.total })}
          </Text>
        )}
      </Group>
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} />
      ) : !list.data?.items.length ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={200}>{t('editor.title')}</Table.Th>
                <Table.Th>{t('list.languages')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th>{t('list.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={spec.editPath(e.id)}>
                      {e.title || t('untitled')}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{e.languages.map((l) => t(`languages.${l}`)).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[e.status]}>{t(`status.${e.status}`)}</Badge>
                    {e.status === 'scheduled' && e.publish_at && (
                      <Text size="xs" c="dimmed">
                        {dateTime(e.publish_at, i18n.language)}
                      </Text>
                    )}
                    {e.unpublished_changes && (
                      <Text size="xs" c="orange.8">
                        {t('list.changes')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <span title={dateTime(e.updated_at, i18n.language)}>{relativeTime(e.updated_at, i18n.language)}</span>
                    {e.updated_by && (
                      <Text size="xs" c="dimmed">
                        {e.updated_by}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(list.data?.pages ?? 1) > 1 && <Pagination mt="md" total={list.data!.pages} value={page} onChange={setPage} />}
    </>
  );
}
