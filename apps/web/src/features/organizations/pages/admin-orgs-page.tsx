import type { Organization } from '@lingbridge/contracts/organizations';
import { Alert, Button, Group, NumberInput, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useOrganizations } from '../api/list-organizations';
import { useUpdateOrganization } from '../api/update-organization';
import { orgErrorText } from '../lib/error-text';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** `onError` gets a refused save's error, and null when a new save starts. */
function SeatsEditor({ org, onError }: { org: Organization; onError: (e: unknown) => void }) {
  const { t } = useTranslation('organizations');
  const update = useUpdateOrganization();
  const [seats, setSeats] = useState<number | string>(org.seat_count);
  const [until, setUntil] = useState(day(org.seats_paid_until));
  const changed = Number(seats) !== org.seat_count || until !== day(org.seats_paid_until);
  return (
    <Group gap="xs" wrap="nowrap">
      <NumberInput aria-label={t('admin.seatsOf', { name: org.name })} size="xs" w={90} min={0} max={100000} value={seats} onChange={setSeats} />
      <TextInput
        aria-label={t('admin.paidUntilOf', { name: org.name })}
        size="xs"
        type="date"
        w={150}
        value={until}
        onChange={(e) => setUntil(e.currentTarget.value)}
      />
      <Button
        size="xs"
        disabled={!changed}
        loading={update.isPending}
        onClick={() => {
          // A new save clears the previous refusal: it must not stay on screen after this one succeeds.
          onError(null);
          update
            .mutateAsync({ id: org.id, seat_count: Number(seats), seats_paid_until: until ? new Date(`${until}T23:59:59Z`).toISOString() : null })
            .catch(onError);
        }}
      >
        {t('actions.save')}
      </Button>
    </Group>
  );
}

/** /cms/orglist: every organisation with its seats, members, groups and plan; an Admin sets seats. */
export function Component() {
  const { t } = useTranslation('organizations');
  const orgs = useOrganizations();
  const [q, setQ] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  let body;
  if (orgs.isPending) body = <LoadingState />;
  else if (orgs.isError) body = <ErrorState title={t('org.loadFailed')} error={orgs.error} onRetry={() => void orgs.refetch()} />;
  else if (!orgs.data.length) body = <EmptyState icon="school" title={t('admin.empty')} />;
  else {
    const needle = q.trim().toLowerCase();
    const rows = orgs.data.filter((o) => !needle || o.name.toLowerCase().includes(needle));
    body = (
      <Stack gap="md">
        <TextInput type="search" label={t('admin.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} maw={320} />
        <ScrollArea type="auto">
          <Table striped verticalSpacing="sm" miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.name')}</Table.Th>
                <Table.Th>{t('admin.seatsUsed')}</Table.Th>
                <Table.Th>{t('admin.members')}</Table.Th>
                <Table.Th>{t('admin.groups')}</Table.Th>
                <Table.Th>{t('admin.plan')}</Table.Th>
                <Table.Th>{t('admin.setSeats')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td fw={600}>{o.name}</Table.Td>
                  <Table.Td>
                    {o.seats_used} / {o.seat_count}
                  </Table.Td>
                  <Table.Td>{o.users.length}</Table.Td>
                  <Table.Td>{o.groups.filter((g) => !g.archived_at).length}</Table.Td>
                  <Table.Td>
                    {o.seats_paid_until && new Date(o.seats_paid_until) > new Date() ? (
                      t('admin.paidUntil', { date: day(o.seats_paid_until) })
                    ) : (
                      <Text c="dimmed">{t('admin.unpaid')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <SeatsEditor org={o} onError={setFailure} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} description={t('admin.lead')} />
      {failure != null && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {orgErrorText(t, failure)}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
