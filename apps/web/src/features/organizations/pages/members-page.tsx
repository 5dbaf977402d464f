import type { Group as OrgGroup, MergedMember } from '@lingbridge/contracts/organizations';
import { ActionIcon, Alert, Badge, Group, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Icon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { useModal } from '../../../components/ui/modal/use-modal';
import { PageTitle } from '../../../components/ui/page-title';
import { useGroups } from '../api/list-groups';
import { setGroupUsers } from '../api/set-group-users';
import { orgErrorText } from '../lib/error-text';

const withoutUser = (g: OrgGroup, userId: number) => g.users.filter((u) => u.user_id !== userId).map((u) => ({ user_id: u.user_id, role: u.role }));

/** /teacher/organization/member: everyone in the groups the user runs, merged (02 §3); move between groups, remove. */
export function Component() {
  const { t } = useTranslation('organizations');
  const groups = useGroups(false);
  const modal = useModal();
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const run = (groupsList: OrgGroup[]) => groupsList.filter((g) => g.can_run);
  const refresh = () => qc.invalidateQueries({ queryKey: ['organizations'] });

  async function move(m: MergedMember, targetId: number) {
    const all = run(groups.data?.groups ?? []);
    const target = all.find((g) => g.id === targetId);
    if (!target) return;
    setBusy(m.user_id);
    setFailure(null);
    try {
      await setGroupUsers({ orgId: target.org_id, groupId: target.id, users: [...withoutUser(target, m.user_id), { user_id: m.user_id, role: 'Member' }] });
      for (const g of all.filter((x) => x.org_id === target.org_id && x.id !== target.id && m.group_id.includes(x.id))) {
        const mine = g.users.find((u) => u.user_id === m.user_id);
        if (mine?.role === 'Member') await setGroupUsers({ orgId: g.org_id, groupId: g.id, users: withoutUser(g, m.user_id) });
      }
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(null);
      await refresh();
    }
  }

  const kick = (m: MergedMember) =>
    void modal.open('kick-member', {
      values: { name: m.nick_name },
      body: t('member.kickBody'),
      onConfirm: async () => {
        for (const g of run(groups.data?.groups ?? []).filter((x) => m.group_id.includes(x.id)))
          await setGroupUsers({ orgId: g.org_id, groupId: g.id, users: withoutUser(g, m.user_id) });
        await refresh();
      },
    });

  let body;
  if (groups.isPending) body = <LoadingState />;
  else if (groups.isError) body = <ErrorState title={t('member.loadFailed')} error={groups.error} onRetry={() => void groups.refetch()} />;
  else {
    const mine = run(groups.data.groups);
    const byId = new Map(groups.data.groups.map((g) => [g.id, g]));
    const needle = q.trim().toLowerCase();
    const members = groups.data.members.filter((m) => !needle || `${m.nick_name} ${m.email} ${m.user_name ?? ''}`.toLowerCase().includes(needle));
    if (!groups.data.members.length)
      body = (
        <EmptyState
          icon="user"
          title={t('member.empty')}
          description={t('member.emptyBody')}
          actions={<Link to="/teacher/organization/group">{t('group.title')}</Link>}
        />
      );
    else
      body = (
        <Stack gap="md">
          <TextInput type="search" label={t('member.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} maw={320} />
          {!members.length ? (
            <Text c="dimmed">{t('member.noMatch')}</Text>
          ) : (
            <ScrollArea type="auto">
              <Table striped highlightOnHover miw={640} verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('member.name')}</Table.Th>
                    <Table.Th>{t('member.signIn')}</Table.Th>
                    <Table.Th>{t('member.groups')}</Table.Th>
                    <Table.Th>{t('member.move')}</Table.Th>
                    <Table.Th>{t('member.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {members.map((m) => {
                    const teacherOnly = m.role.every((r) => r === 'GroupAdmin');
                    return (
                      <Table.Tr key={m.user_id}>
                        <Table.Td fw={600}>
                          {m.nick_name}
                          {!teacherOnly && (
                            <Text size="xs" fw={400}>
                              <Link to={`/teacher/organization/member/recording/${m.user_id}`}>{t('member.recordings')}</Link>
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{m.user_name ?? m.email}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {m.group_id.map((id, i) => (
                              <Badge key={id} variant={m.role[i] === 'GroupAdmin' ? 'filled' : 'light'} tt="none">
                                {byId.get(id)?.name}
                                {m.role[i] === 'GroupAdmin' ? ` · ${t('roles.GroupAdmin')}` : ''}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {!teacherOnly && (
                            <Select
                              size="xs"
                              w={180}
                              aria-label={t('member.moveTo', { name: m.nick_name })}
                              placeholder={t('member.moveTo', { name: m.nick_name })}
                              disabled={busy === m.user_id}
                              data={mine
                                .filter((g) => m.org_id.includes(g.org_id) && !m.group_id.includes(g.id))
                                .map((g) => ({ value: String(g.id), label: g.name }))}
                              value={null}
                              onChange={(v) => v && void move(m, Number(v))}
                            />
                          )}
                        </Table.Td>
                        <Table.Td>
                          {!teacherOnly && (
                            <ActionIcon variant="subtle" color="red" aria-label={t('actions.removeNamed', { name: m.nick_name })} onClick={() => kick(m)}>
                              <Icon name="close" size={16} />
                            </ActionIcon>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={t('member.title')} description={t('member.lead')} />
      {failure != null && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {orgErrorText(t, failure)}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
