import type { Group as OrgGroup } from '@lingbridge/contracts/organizations';
import { Alert, Button, Menu, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useModal } from '../../../components/ui/modal/use-modal';
import { PageTitle } from '../../../components/ui/page-title';
import { useGroups } from '../api/list-groups';
import { useOrganizations } from '../api/list-organizations';
import { setGroupUsers } from '../api/set-group-users';
import { useUpdateGroup } from '../api/update-group';
import { GroupCard, MoreMenu } from '../components/group-card';
import { GroupDialog, type MemberOption } from '../components/group-dialog';
import { GroupWorkDialog } from '../components/group-work-dialog';
import { LearnersDialog } from '../components/learners-dialog';
import { orgErrorText } from '../lib/error-text';
import { useQueryClient } from '@tanstack/react-query';
import '../organizations.css';

type Dialog = { kind: 'edit' | 'learners' | 'assignments' | 'report'; group: OrgGroup } | null;

/** /teacher/organization/group: the groups the user runs or belongs to; class codes, members, learners, archive. */
export function Component() {
  const { t } = useTranslation('organizations');
  const [archived, setArchived] = useState(false);
  const groups = useGroups(archived);
  const orgs = useOrganizations();
  const update = useUpdateGroup();
  const modal = useModal();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const orgName = (id: number) => orgs.data?.find((o) => o.id === id)?.name;

  const optionsFor = (g: OrgGroup): MemberOption[] => {
    const org = orgs.data?.find((o) => o.id === g.org_id);
    const fromOrg = org?.users.map((u) => ({ value: String(u.user_id), label: u.user.nick_name })) ?? [];
    const fromGroup = g.users.map((u) => ({ value: String(u.user_id), label: u.user.nick_name }));
    return [...new Map([...fromGroup, ...fromOrg].map((o) => [o.value, o])).values()];
  };

  const run = (p: Promise<unknown>) => {
    setFailure(null);
    p.catch(setFailure);
  };

  const kick = (g: OrgGroup) => (userId: number, name: string) =>
    void modal.open('kick-member', {
      values: { name },
      body: t('group.kickBody', { group: g.name }),
      onConfirm: async () => {
        await setGroupUsers({
          orgId: g.org_id,
          groupId: g.id,
          users: g.users.filter((u) => u.user_id !== userId).map((u) => ({ user_id: u.user_id, role: u.role })),
        });
        await qc.invalidateQueries({ queryKey: ['organizations'] });
      },
    });

  let body;
  if (groups.isPending) body = <LoadingState />;
  else if (groups.isError) body = <ErrorState title={t('group.loadFailed')} error={groups.error} onRetry={() => void groups.refetch()} />;
  else if (!groups.data.groups.length)
    body = (
      <EmptyState
        icon="users"
        title={archived ? t('group.emptyArchived') : t('group.empty')}
        description={archived ? undefined : t('group.emptyBody')}
        actions={
          <Button component={Link} to="/teacher/organization/list" variant="default">
            {t('org.title')}
          </Button>
        }
      />
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {groups.data.groups.map((g) => (
          <GroupCard
            key={g.id}
            group={g}
            orgName={orgName(g.org_id)}
            onKick={g.can_run ? kick(g) : undefined}
            actions={
              g.can_run && (
                <>
                  {!g.archived_at && (
                    <>
                      <Button size="xs" onClick={() => setDialog({ kind: 'learners', group: g })}>
                        {t('learners.add')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'edit', group: g })}>
                        {t('group.edit')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'assignments', group: g })}>
                        {t('assign.title')}
                      </Button>
                    </>
                  )}
                  <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'report', group: g })}>
                    {t('report.title')}
                  </Button>
                  <MoreMenu label={t('actions.more')}>
                    {!g.archived_at && (
                      <Menu.Item onClick={() => run(update.mutateAsync({ orgId: g.org_id, groupId: g.id, join_code: true }))}>
                        {g.join_code ? t('group.newCode') : t('group.codeOn')}
                      </Menu.Item>
                    )}
                    {!g.archived_at && g.join_code && (
                      <Menu.Item onClick={() => run(update.mutateAsync({ orgId: g.org_id, groupId: g.id, join_code: false }))}>{t('group.codeOff')}</Menu.Item>
                    )}
                    {g.can_archive && (
                      <Menu.Item
                        // red.9: Mantine's red (3.3:1 on white) is too pale for text.
                        color={g.archived_at ? undefined : 'red.9'}
                        onClick={() => run(update.mutateAsync({ orgId: g.org_id, groupId: g.id, archived: !g.archived_at }))}
                      >
                        {g.archived_at ? t('group.restore') : t('group.archive')}
                      </Menu.Item>
                    )}
                  </MoreMenu>
                </>
              )
            }
          />
        ))}
      </SimpleGrid>
    );

  const runsAny = groups.data?.groups.some((g) => g.can_run) || groups.data?.org_role !== 'member';
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('group.title')}
        description={t('group.lead')}
        actions={
          runsAny ? (
            <SegmentedControl
              value={archived ? 'archived' : 'active'}
              onChange={(v) => setArchived(v === 'archived')}
              data={[
                { value: 'active', label: t('group.active') },
                { value: 'archived', label: t('group.archivedTab') },
              ]}
            />
          ) : undefined
        }
      />
      {failure != null && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {orgErrorText(t, failure)}
        </Alert>
      )}
      {body}
      {dialog?.kind === 'edit' && (
        <GroupDialog
          opened
          onClose={() => setDialog(null)}
          orgId={dialog.group.org_id}
          group={dialog.group}
          options={optionsFor(dialog.group)}
          canAppoint={dialog.group.can_archive}
        />
      )}
      {(dialog?.kind === 'assignments' || dialog?.kind === 'report') && (
        <GroupWorkDialog group={dialog.group} tab={dialog.kind} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'learners' && (
        <LearnersDialog opened onClose={() => setDialog(null)} orgId={dialog.group.org_id} groupId={dialog.group.id} groupName={dialog.group.name} />
      )}
    </Stack>
  );
}
