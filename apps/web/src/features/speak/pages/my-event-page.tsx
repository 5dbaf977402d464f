import type { Debate } from '@lingbridge/contracts/speak';
import type { Participant } from '@lingbridge/contracts/speak-participation';
import { Alert, Avatar, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { ListPager } from '../../../components/ui/list-pager';
import { LoadingState } from '../../../components/ui/loading-state';
import { NotAllowedState } from '../../../components/ui/not-allowed-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { useModal } from '../../../components/ui/modal/use-modal';
import { errorText } from '../../../lib/error-text';
import { useChangeParticipant } from '../api/change-participant';
import { useDebate } from '../api/get-debate';
import { useRoles } from '../api/get-roles';
import { useQuestions } from '../api/questions';
import { CancelEventButton } from '../components/cancel-event';
import { EventNotFound, isMissingEvent } from '../components/event-not-found';
import { InviteForm } from '../components/invite-form';
import { QuestionItem } from '../components/question-item';
import { StatusTag, TypeTag } from '../components/type-tag';
import { useSpeakLabels } from '../lib/labels';

function partOf(p: Participant, l: ReturnType<typeof useSpeakLabels>) {
  return [l.role(p.role), p.side ? l.side(p.side) : null, p.role_name].filter(Boolean).join(' · ');
}

function PersonLine({ p, children }: { p: Participant; children?: React.ReactNode }) {
  const l = useSpeakLabels();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py={6} style={{ borderBottom: '1px solid var(--lb-border)' }}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Avatar src={p.user.avatar_url} alt="" size={32} radius="xl">
          {p.user.nick_name.slice(0, 1)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500}>
            {p.user.nick_name}
          </Text>
          <Text size="xs" c="dimmed">
            {partOf(p, l)}
            {p.ticket ? ` · ${l.t(`tickets.kind.${p.ticket}`)}` : ''}
          </Text>
          {p.message && (
            <Text size="xs" fs="italic">
              “{p.message}”
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

function Members({ debate: d }: { debate: Debate }) {
  const l = useSpeakLabels();
  const { t } = l;
  const roles = useRoles(d.id);
  const change = useChangeParticipant(d.id);
  const modal = useModal();
  const act = (p: Participant, body: Parameters<typeof change.mutate>[0]['body'], done: string) =>
    change.mutate({ userId: p.user.id, body }, { onSuccess: () => notifications.show({ color: 'teal', message: t(done) }) });
  const kick = (p: Participant) =>
    void modal.open('kick-member', {
      values: { name: p.user.nick_name },
      onConfirm: async () => {
        await change.mutateAsync({ userId: p.user.id, body: { state: 'kicked' } });
        notifications.show({ color: 'teal', message: t('success.updated') });
      },
    });
  if (roles.isLoading) return <LoadingState />;
  if (roles.isError) return <ErrorState error={roles.error} onRetry={() => void roles.refetch()} order={3} />;
  const all = roles.data ?? [];
  const pending = all.filter((p) => p.state === 'pending');
  const members = all.filter((p) => p.state === 'approved' && !p.is_initiator);
  const open = d.debate_status === 'upcoming';
  return (
    <>
      {change.isError && (
        <Alert color="red" mb="sm">
          {errorText(change.error, t)}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('manage.applications', { count: pending.length })}
        </Title>
        {pending.length ? (
          pending.map((p) => (
            <PersonLine key={`${p.user.id}-${p.role}`} p={p}>
              <Button size="xs" color="teal" disabled={!open} onClick={() => act(p, { state: 'approved' }, 'success.approved')}>
                {t('actions.approve')}
              </Button>
              <Button size="xs" variant="default" disabled={!open} onClick={() => act(p, { state: 'declined' }, 'success.updated')}>
                {t('actions.decline')}
              </Button>
            </PersonLine>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {t('manage.noApplications')}
          </Text>
        )}
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('manage.members', { count: members.length })}
        </Title>
        {members.length ? (
          members.map((p) => (
            <PersonLine key={`${p.user.id}-${p.role}`} p={p}>
              {open && d.debate_type === 'debate' && p.role === 'player' && p.side && (
                <Button size="xs" variant="light" onClick={() => act(p, { side: p.side === 'prop' ? 'opp' : 'prop' }, 'success.updated')}>
                  {t('manage.moveTo', { side: l.side(p.side === 'prop' ? 'opp' : 'prop') })}
                </Button>
              )}
              {open && d.debate_type === 'role_play' && p.role === 'player' && (
                <Select
                  size="xs"
                  w={150}
                  aria-label={t('manage.roleFor', { name: p.user.nick_name })}
                  value={p.role_name}
                  data={d.role_names}
                  allowDeselect={false}
                  onChange={(v) => v && v !== p.role_name && act(p, { role_name: v }, 'success.updated')}
                />
              )}
              {open && (
                <Button size="xs" variant="subtle" color="red" onClick={() => kick(p)}>
                  {t('actions.kick')}
                </Button>
              )}
            </PersonLine>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {t('manage.noMembers')}
          </Text>
        )}
      </Card>
    </>
  );
}

function Questions({ debate: d }: { debate: Debate }) {
  const { t, pager } = useSpeakLabels();
  // Paged on its own (not in ?page=): the card is one of several on the page.
  const [page, setPage] = useState(1);
  const q = useQuestions(d.id, page);
  const pages = q.data?.pages ?? 1;
  // The last question of the last page deleted: its page is gone, the one before is shown.
  useEffect(() => {
    if (q.data && page > pages) setPage(pages);
  }, [q.data, page, pages]);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('qa.title')}
      </Title>
      {q.isLoading ? (
        <LoadingState />
      ) : q.isError ? (
        <Text size="sm" c="red">
          {errorText(q.error, t)}
        </Text>
      ) : !q.data?.items.length ? (
        <Text size="sm" c="dimmed">
          {t('qa.empty')}
        </Text>
      ) : (
        <>
          <Stack gap="xs">
            {q.data.items.map((x) => (
              <QuestionItem key={x.id} q={x} />
            ))}
          </Stack>
          <ListPager page={page} pages={pages} onChange={setPage} labels={pager} />
        </>
      )}
    </Card>
  );
}

/** /user/event/{id}: my event — applications to review, members (sides, roles, kick), invitations, questions, cancel. */
export function MyEventPage() {
  const { id = '' } = useParams();
  const l = useSpeakLabels();
  const { t } = l;
  const q = useDebate(Number(id));
  if (!/^\d+$/.test(id) || isMissingEvent(q.error)) return <EventNotFound />;
  if (q.isLoading) return <LoadingState fullPage />;
  // Each state that is the whole page is headed by its h1.
  if (q.isError || !q.data) return <ErrorState order={1} error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d.abilities.includes('manage'))
    return (
      <PageFrame>
        <NotAllowedState order={1} description={t('manage.notYours')} />
      </PageFrame>
    );
  return (
    <PageFrame>
      <PageTitle
        title={d.title}
        eyebrow={t('manage.eyebrow')}
        description={
          <Group gap={6} component="span">
            <TypeTag type={d.debate_type} />
            <StatusTag debate={d} />
            <Text span size="sm">
              {l.time(d.start_time)}
            </Text>
          </Group>
        }
        actions={
          <>
            <Button component={Link} to={`/speak/${d.id}`} variant="default">
              {t('created.view')}
            </Button>
            {d.abilities.includes('edit') && (
              <Button component={Link} to={`/create/${d.id}`} variant="default">
                {t('actions.edit')}
              </Button>
            )}
            {d.abilities.includes('cancel') && <CancelEventButton debate={d} />}
          </>
        }
      />
      <Stack gap="md">
        {d.verify_status === 'fail' && (
          <Alert color="red" title={t('status.Rejected')}>
            {d.fail_reason || t('detail.noReason')}
          </Alert>
        )}
        {d.verify_status === 'not_verified' && d.debate_status !== 'canceled' && <Alert color="yellow">{t('errors.notVerified')}</Alert>}
        {d.room_link && (
          <Button component={Link} to={d.room_link} color="green" w="fit-content">
            {t('actions.enterRoom')}
          </Button>
        )}
        <Members debate={d} />
        {d.debate_status === 'upcoming' && d.verify_status !== 'fail' && <InviteForm debate={d} />}
        <Questions debate={d} />
        <Badge variant="light" w="fit-content">
          {t('manage.attendees', { count: d.attendees })}
        </Badge>
      </Stack>
    </PageFrame>
  );
}

export const Component = MyEventPage;
