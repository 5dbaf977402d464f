import type { Organization } from '@lingbridge/contracts/organizations';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { can } from '../../../lib/can';
import { useSession } from '../../accounts/public/session';
import { useOrganizations } from '../api/list-organizations';
import { GroupDialog } from '../components/group-dialog';
import { OrgDialog } from '../components/org-dialog';
import { OrgMembersDialog } from '../components/org-members-dialog';
import '../organizations.css';

type Dialog = { kind: 'create' } | { kind: 'rename' | 'members' | 'group'; org: Organization } | null;

/** /teacher/organization/list: the organisations the user runs, their seats, groups and members. */
export function Component() {
  const { t } = useTranslation('organizations');
  const { user } = useSession();
  const orgs = useOrganizations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const mayCreate = can(user, 'use_teacher_center') && user?.user_role !== 'Member';

  let body;
  if (orgs.isPending) body = <LoadingState />;
  else if (orgs.isError) body = <ErrorState title={t('org.loadFailed')} error={orgs.error} onRetry={() => void orgs.refetch()} />;
  else if (!orgs.data.length)
    body = (
      <EmptyState
        icon="school"
        title={t('org.empty')}
        description={t('org.emptyBody')}
        actions={
          <>
            {mayCreate && <Button onClick={() => setDialog({ kind: 'create' })}>{t('org.create')}</Button>}
            <Button component={Link} to="/teacher/organization/group" variant="default">
              {t('group.title')}
            </Button>
          </>
        }
      />
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {orgs.data.map((o) => {
          const active = o.groups.filter((g) => !g.archived_at);
          return (
            <Card key={o.id} withBorder radius="lg" padding="lg" component="article" aria-labelledby={`org-${o.id}`}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h3" id={`org-${o.id}`}>
                    {o.name}
                  </Title>
                  {o.seats_paid_until && <Badge color="teal">{t('org.paid')}</Badge>}
                </Group>
                <div>
                  <Text size="sm">{t('org.seats', { used: o.seats_used, count: o.seat_count })}</Text>
                  <Progress value={o.seat_count ? (100 * o.seats_used) / o.seat_count : 0} mt={4} aria-hidden />
                  {o.seat_count === 0 && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {t('org.noSeatsYet')} <Link to="/subscribe">{t('org.groupOffer')}</Link>
                    </Text>
                  )}
                </div>
                <Text size="sm" c="dimmed">
                  {t('org.summary', {
                    groups: t('org.summaryParts.groups', { count: active.length }),
                    members: t('org.summaryParts.members', { count: o.users.length }),
                    invited: t('org.summaryParts.invited', { count: o.invitations.length }),
                  })}
                </Text>
                {active.length > 0 && (
                  <Group gap={6}>
                    {active.map((g) => (
                      <Badge key={g.id} variant="light" component={Link} to={`/teacher/organization/group#group-${g.id}`} style={{ cursor: 'pointer' }}>
                        {g.name}
                      </Badge>
                    ))}
                  </Group>
                )}
                {o.is_admin && (
                  <Group gap="xs" mt="xs">
                    <Button size="xs" onClick={() => setDialog({ kind: 'group', org: o })}>
                      {t('group.create')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'members', org: o })}>
                      {t('org.members')}
                    </Button>
                    <Button size="xs" variant="subtle" onClick={() => setDialog({ kind: 'rename', org: o })}>
                      {t('org.rename')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    );

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('org.title')}
        description={t('org.lead')}
        actions={mayCreate && orgs.data?.length ? <Button onClick={() => setDialog({ kind: 'create' })}>{t('org.create')}</Button> : undefined}
      />
      {body}
      <OrgDialog
        opened={dialog?.kind === 'create' || dialog?.kind === 'rename'}
        onClose={close}
        org={dialog && 'org' in dialog && dialog.kind === 'rename' ? dialog.org : undefined}
      />
      {dialog?.kind === 'members' && <OrgMembersDialog opened org={dialog.org} onClose={close} />}
      {dialog?.kind === 'group' && (
        <GroupDialog
          opened
          onClose={close}
          orgId={dialog.org.id}
          canAppoint
          options={dialog.org.users.map((u) => ({ value: String(u.user_id), label: u.user.nick_name }))}
        />
      )}
    </Stack>
  );
}
