import type { Group as OrgGroup } from '@lingbridge/contracts/organizations';
import { Checkbox, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateGroup } from '../api/create-group';
import { useSetGroupUsers } from '../api/set-group-users';
import { useUpdateGroup } from '../api/update-group';
import { DialogActions } from './dialog-actions';

export type MemberOption = { value: string; label: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  orgId: number;
  /** Editing: its name and members; creating: none. */
  group?: OrgGroup;
  /** Who can be in the group: the organisation's members. */
  options: MemberOption[];
  /** Organisation admins also choose the group's teachers (GroupAdmin). */
  canAppoint?: boolean;
};

/**
 * Create a group (name and members, both required: spec 02 §5, with a class code if wanted) or
 * edit one's name and members. Teachers (GroupAdmin) keep their role.
 */
export function GroupDialog({ opened, onClose, orgId, group, options, canAppoint = false }: Props) {
  const { t } = useTranslation('organizations');
  const create = useCreateGroup();
  const rename = useUpdateGroup();
  const setUsers = useSetGroupUsers();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [teachers, setTeachers] = useState<string[]>([]);
  const [code, setCode] = useState(true);
  const [errors, setErrors] = useState<{ name?: string; members?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const busy = create.isPending || rename.isPending || setUsers.isPending;

  useEffect(() => {
    if (!opened) return;
    setName(group?.name ?? '');
    setMembers(group ? group.users.filter((u) => u.role === 'Member').map((u) => String(u.user_id)) : []);
    setTeachers(group ? group.users.filter((u) => u.role === 'GroupAdmin').map((u) => String(u.user_id)) : []);
    setCode(true);
    setErrors({});
    setFailure(null);
  }, [opened, group]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('form.groupNameRequired');
    // A new group needs its learners, unless they will join by class code or be created by the teacher.
    if (!group && !members.length && !code) next.members = t('form.membersRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setFailure(null);
    try {
      const teacherIds = canAppoint ? teachers.map(Number) : (group?.users.filter((u) => u.role === 'GroupAdmin').map((u) => u.user_id) ?? []);
      const users = [
        ...teacherIds.map((user_id) => ({ user_id, role: 'GroupAdmin' as const })),
        ...members
          .map(Number)
          .filter((id) => !teacherIds.includes(id))
          .map((user_id) => ({ user_id, role: 'Member' as const })),
      ];
      if (!group) {
        const made = await create.mutateAsync({ orgId, name: name.trim(), members: [], join_code: code });
        if (users.length) await setUsers.mutateAsync({ orgId, groupId: made.id, users });
      } else {
        if (name.trim() !== group.name) await rename.mutateAsync({ orgId, groupId: group.id, name: name.trim() });
        await setUsers.mutateAsync({ orgId, groupId: group.id, users });
      }
      onClose();
    } catch (err) {
      setFailure(err);
    }
  }

  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={group ? t('group.edit') : t('group.create')} centered radius="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('form.groupName')}
            withAsterisk
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            data-autofocus
          />
          <MultiSelect
            label={t('form.members')}
            description={t('form.membersHint')}
            withAsterisk
            searchable
            data={options}
            value={members}
            onChange={setMembers}
            error={errors.members}
            nothingFoundMessage={t('form.noMembers')}
          />
          {canAppoint && (
            <MultiSelect
              label={t('form.teachers')}
              description={t('form.teachersHint')}
              searchable
              data={options}
              value={teachers}
              onChange={setTeachers}
              nothingFoundMessage={t('form.noMembers')}
            />
          )}
          {!group && <Checkbox label={t('form.classCode')} checked={code} onChange={(e) => setCode(e.currentTarget.checked)} />}
          <DialogActions failure={failure} busy={busy} onCancel={onClose} submitLabel={group ? t('actions.save') : t('actions.create')} />
        </Stack>
      </form>
    </Modal>
  );
}
