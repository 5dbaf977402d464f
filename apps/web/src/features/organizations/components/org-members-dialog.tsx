import type { Organization } from '@lingbridge/contracts/organizations';
import { ActionIcon, Badge, Group, Modal, ScrollArea, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useSetOrganizationUsers } from '../api/set-organization-users';
import { parseEmails } from '../lib/emails';
import { DialogActions } from './dialog-actions';

type Role = 'OrgAdmin' | 'Member';
type Row = { key: string; user_id?: number; email?: string; label: string; sub: string; role: Role; pending: boolean };

const rowsOf = (org: Organization): Row[] => [
  ...org.users.map((u) => ({
    key: `u${u.user_id}`,
    user_id: u.user_id,
    label: u.user.nick_name,
    sub: u.user.email.email || u.user.user_name || '',
    role: u.role,
    pending: false,
  })),
  ...org.invitations.map((i) => ({ key: `i${i.id}`, email: i.email, label: i.email, sub: '', role: i.role, pending: true })),
];

/** The organisation's members and admins as one list (PUT …/user): change roles, remove, invite by e-mail. */
export function OrgMembersDialog({ org, opened, onClose }: { org: Organization; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const save = useSetOrganizationUsers();
  const [rows, setRows] = useState<Row[]>([]);
  const [invite, setInvite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (!opened) return;
    setRows(rowsOf(org));
    setInvite('');
    setError(null);
    setFailure(null);
  }, [opened, org]);

  async function submit() {
    const emails = parseEmails(invite);
    if (emails.invalid.length) return setError(t('form.inviteInvalid', { list: emails.invalid.join(', ') }));
    setError(null);
    setFailure(null);
    const known = new Set(rows.map((r) => r.email ?? r.sub));
    const users = [
      ...rows.map((r) => (r.user_id !== undefined ? { user_id: r.user_id, role: r.role } : { email: r.email!, role: r.role })),
      ...emails.valid.filter((e) => !known.has(e)).map((email) => ({ email, role: 'Member' as const })),
    ];
    try {
      await save.mutateAsync({ id: org.id, users });
      onClose();
    } catch (err) {
      setFailure(err);
    }
  }

  return (
    <Modal opened={opened} onClose={() => !save.isPending && onClose()} title={t('org.membersTitle', { name: org.name })} centered radius="lg" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('org.seats', { used: org.seats_used, count: org.seat_count })}
        </Text>
        <ScrollArea.Autosize mah={320} viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('org.membersList') }}>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((r) => (
              <Group key={r.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {r.label}{' '}
                    {r.pending && (
                      <Badge variant="light" color="orange">
                        {t('org.invited')}
                      </Badge>
                    )}
                  </Text>
                  {r.sub && (
                    <Text size="xs" c="dimmed" truncate>
                      {r.sub}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Select
                    aria-label={t('org.role')}
                    w={140}
                    allowDeselect={false}
                    value={r.role}
                    data={[
                      { value: 'Member', label: t('roles.Member') },
                      { value: 'OrgAdmin', label: t('roles.OrgAdmin') },
                    ]}
                    onChange={(v) => setRows((all) => all.map((x) => (x.key === r.key ? { ...x, role: (v as Role) ?? x.role } : x)))}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('actions.removeNamed', { name: r.label })}
                    onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
                  >
                    <Icon name="close" size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Textarea
          label={t('form.inviteMore')}
          description={t('form.invitedPlayersHint')}
          autosize
          minRows={2}
          value={invite}
          onChange={(e) => setInvite(e.currentTarget.value)}
          error={error}
        />
        <DialogActions failure={failure} busy={save.isPending} onCancel={onClose} submitLabel={t('actions.save')} onSubmit={() => void submit()} />
      </Stack>
    </Modal>
  );
}
