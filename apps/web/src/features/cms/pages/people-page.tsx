import type { AdminUser } from '@lingbridge/contracts/accounts';
import type { UserRole } from '@lingbridge/contracts/common';
import { Badge, Group, Pagination, SegmentedControl, Select, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { dateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useChangePerson, usePeople, type PersonChange } from '../api/people';

function PersonRow({ u }: { u: AdminUser }) {
  const { t, i18n } = useTranslation('cms');
  const change = useChangePerson();
  const apply = (c: PersonChange) =>
    change.mutate({ id: u.id, change: c }, { onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }) });
  const name = u.nick_name || u.email.split('@')[0];
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{name}</Text>
        <Text size="xs" c="dimmed">
          {u.email} · {dateTime(u.created_at, i18n.language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {u.is_paid && <Badge color="teal">PRO</Badge>}
          {!u.is_verified && <Badge color="gray">{t('people.unverified')}</Badge>}
        </Group>
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={t('people.roleOf', { name })}
          size="xs"
          w={120}
          allowDeselect={false}
          value={u.user_role}
          data={(['Member', 'Mentor', 'Admin'] as const).map((r) => ({ value: r, label: t(`people.roles.${r}`) }))}
          onChange={(v) => v && v !== u.user_role && apply({ user_role: v as UserRole })}
        />
      </Table.Td>
      {u.user_role === 'Mentor' && (
        <Table.Td>
          <Switch
            aria-label={t('people.verifyOf', { name })}
            label={t('people.verified')}
            checked={u.verify_status === 'success'}
            onChange={(e) => apply({ verify_status: e.currentTarget.checked ? 'success' : 'not_verified' })}
          />
        </Table.Td>
      )}
      <Table.Td>
        <Switch
          aria-label={t('people.editorOf', { name })}
          checked={u.can_edit_article}
          onChange={(e) => apply({ can_edit_article: e.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('people.activeOf', { name })}
          checked={u.is_active}
          color="teal"
          onChange={(e) => apply({ is_active: e.currentTarget.checked })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** A people list of the CMS: searched and paged by the server (250 members or mentors a page, 20 admins). */
function PeopleList({ roles, title }: { roles: UserRole[]; title: string }) {
  const { t } = useTranslation('cms');
  const [role, setRole] = useState<UserRole>(roles[0]);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [query] = useDebouncedValue(q.trim(), 300);
  const list = usePeople(role, page, query);
  return (
    <>
      <PageTitle title={title} />
      <Group mb="md" gap="sm" wrap="wrap">
        {roles.length > 1 && (
          <SegmentedControl
            aria-label={t('people.which')}
            value={role}
            onChange={(v) => {
              setRole(v as UserRole);
              setPage(1);
            }}
            data={roles.map((r) => ({ value: r, label: t(`people.lists.${r}`) }))}
          />
        )}
        <TextInput
          aria-label={t('people.search')}
          placeholder={t('people.search')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
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
        <EmptyState title={t('people.none')} />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.person')}</Table.Th>
                <Table.Th>{t('people.account')}</Table.Th>
                <Table.Th>{t('people.role')}</Table.Th>
                {role === 'Mentor' && <Table.Th>{t('people.verification')}</Table.Th>}
                <Table.Th>{t('people.editor')}</Table.Th>
                <Table.Th>{t('people.active')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((u) => (
                <PersonRow key={u.id} u={u} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(list.data?.pages ?? 1) > 1 && <Pagination mt="md" total={list.data!.pages} value={page} onChange={setPage} />}
    </>
  );
}

/** /cms/userlist: Members (250 a page), and the admins (20 a page). */
export function UserListPage() {
  const { t } = useTranslation('cms');
  return <PeopleList roles={['Member', 'Admin']} title={t('people.membersTitle')} />;
}

/** /cms/mentorlist: teachers (250 a page), verified here. */
export function MentorListPage() {
  const { t } = useTranslation('cms');
  return <PeopleList roles={['Mentor']} title={t('people.mentorsTitle')} />;
}
