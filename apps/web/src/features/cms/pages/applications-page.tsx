import { APPLICATION_KINDS, type ApplicationItem } from '@lingbridge/contracts/cms';
import type { Paged } from '@lingbridge/contracts/common';
import { Badge, Button, Group, Pagination, Paper, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { apiRequest } from '../../../lib/api-client';
import { dateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';

type Status = ApplicationItem['status'];
const COLOR = { pending: 'orange', approved: 'teal', declined: 'gray' } as const;

function Application({ a }: { a: ApplicationItem }) {
  const { t, i18n } = useTranslation('cms');
  const [message, setMessage] = useState('');
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'decline') =>
      apiRequest<ApplicationItem>(`/cms/applications/${a.id}/decide`, { method: 'POST', json: { decision, message } }),
    onSuccess: (x) => {
      notifications.show({ color: 'teal', message: t(x.status === 'approved' ? 'applications.approved' : 'applications.declined') });
      void client.invalidateQueries({ queryKey: ['cms', 'applications'] });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
  });
  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="application">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          {a.applicant.name} · {a.applicant.email} · {a.applicant.role}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{t(`applications.kinds.${a.kind}`)}</Badge>
          <Badge color={COLOR[a.status]}>{t(`applications.status.${a.status}`)}</Badge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('applications.sent')}: {dateTime(a.created_at, i18n.language)}
      </Text>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {a.message}
      </Text>
      {a.status === 'pending' ? (
        <Stack gap="xs" mt="sm">
          <Textarea
            label={t('applications.message')}
            description={t('applications.messageHint')}
            autosize
            minRows={2}
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group gap="xs">
            <Button onClick={() => decide.mutate('approve')} loading={decide.isPending} disabled={!message.trim()}>
              {t('applications.approve')}
            </Button>
            <Button variant="default" color="red" onClick={() => decide.mutate('decline')} loading={decide.isPending} disabled={!message.trim()}>
              {t('applications.decline')}
            </Button>
          </Group>
        </Stack>
      ) : (
        a.reply && (
          <Text mt="sm" size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {a.decided_by}: {a.reply}
          </Text>
        )
      )}
    </Paper>
  );
}

/** /cms/application: teachers asking to be verified mentors and other applications; approve or decline with a message. */
export function ApplicationsPage() {
  const { t } = useTranslation('cms');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status | 'all'>('pending');
  const [kind, setKind] = useState<string | null>(null);
  const qs = `page=${page}&size=20${status === 'all' ? '' : `&status=${status}`}${kind ? `&kind=${kind}` : ''}`;
  const list = useQuery({
    queryKey: ['cms', 'applications', qs],
    queryFn: () => apiRequest<Paged<ApplicationItem>>(`/cms/applications?${qs}`),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle title={t('applications.title')} />
      <Group mb="md" gap="sm" wrap="wrap">
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v as Status | 'all');
            setPage(1);
          }}
          data={[
            ...(['pending', 'approved', 'declined'] as const).map((s) => ({ value: s, label: t(`applications.status.${s}`) })),
            { value: 'all', label: t('applications.all') },
          ]}
        />
        <Select
          aria-label={t('applications.kind')}
          placeholder={t('applications.kind')}
          clearable
          w={200}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(1);
          }}
          data={APPLICATION_KINDS.map((k) => ({ value: k, label: t(`applications.kinds.${k}`) }))}
        />
      </Group>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState />
      ) : !list.data.items.length ? (
        <EmptyState icon="file" title={t('applications.empty')} />
      ) : (
        <Stack gap="md">
          {list.data.items.map((a) => (
            <Application key={a.id} a={a} />
          ))}
          {list.data.pages > 1 && <Pagination total={list.data.pages} value={page} onChange={setPage} />}
        </Stack>
      )}
    </>
  );
}
