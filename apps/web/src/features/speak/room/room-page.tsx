import type { Debate } from '@lingbridge/contracts/speak';
import { VOTING_STEPS, positionAt, type TimelineStep } from '@lingbridge/contracts/speak-room';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { ApiError } from '../../../lib/api-client';
import { useDebate } from '../api/get-debate';
import { useRoles } from '../api/get-roles';
import { TypeTag } from '../components/type-tag';
import { eventTime, LANG_ATTR } from '../lib/labels';
import { useTimeline, useVoting } from './api';
import { clockOffset, mmss, useServerNow } from './clock';
import { MediaPanel, useRoomSession } from './media/media-panel';
import type { RoomSession, RoomSnapshot } from './media/room-session';
import { PeoplePanel } from './people-panel';
import { TimelineBar } from './timeline-bar';
import { EventResults } from './event-results';
import { VotePanel } from './vote-panel';
import './room.css';
import { useItemTitle } from '../../../lib/use-item-title';

/** The room closes with a warning two minutes ahead. */
export const ROOM_CLOSE_WARNING_MS = 2 * 60_000;

function Heading({ debate }: { debate: Debate }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <TypeTag type={debate.debate_type} />
      </Group>
      <Title order={1} size="h2" lang={LANG_ATTR[debate.language]}>
        {debate.title}
      </Title>
      {debate.title_cn && (
        <Text c="dimmed" lang="zh-CN">
          {debate.title_cn}
        </Text>
      )}
    </Stack>
  );
}

function ClosedRoom({ debate }: { debate: Debate }) {
  const { t } = useTranslation('speak-room');
  return (
    <PageFrame narrow>
      <Stack gap="lg">
        <Heading debate={debate} />
        <EmptyState
          icon="history"
          title={t('closed.title')}
          description={debate.debate_status === 'canceled' ? t('closed.canceled') : t('closed.body')}
          actions={
            <Button component={Link} to={`/speak/${debate.id}`} variant="default">
              {t('before.event')}
            </Button>
          }
        />
        {debate.debate_status !== 'canceled' && <EventResults debate={debate} />}
      </Stack>
    </PageFrame>
  );
}

function BeforeRoom({ debate, serverNow }: { debate: Debate; serverNow: number }) {
  const { t, i18n } = useTranslation('speak-room');
  const opens = Date.parse(debate.room_opens_at);
  return (
    <PageFrame narrow>
      <Stack gap="lg">
        <Heading debate={debate} />
        <EmptyState
          icon="calendar"
          title={t('before.title', { time: eventTime(debate.room_opens_at, i18n.language) })}
          description={<span role="timer">{t('before.countdown', { time: mmss(opens - serverNow) })}</span>}
          actions={
            <Button component={Link} to={`/speak/${debate.id}`} variant="default">
              {t('before.event')}
            </Button>
          }
        />
      </Stack>
    </PageFrame>
  );
}

type LiveProps = { debate: Debate; steps: TimelineStep[]; serverNow: number; meId: number | null; session: RoomSession; snap: RoomSnapshot };

/** Players, judges and the initiator speak; the audience (and an admin looking in) listens. */
const speaksIn = (debate: Debate, meId: number | null) =>
  debate.initiator.id === meId || (debate.my?.state === 'approved' && (debate.my.role === 'player' || debate.my.role === 'judge'));

function LiveRoom({ debate, steps, serverNow, meId, session, snap }: LiveProps) {
  const { t } = useTranslation('speak-room');
  const position = positionAt(steps, serverNow);
  const stepKey = position.phase === 'running' ? position.step.key : null;
  useEffect(() => session.setStep(stepKey), [session, stepKey]);
  const inJudgesStep = position.phase === 'running' && VOTING_STEPS.includes(position.step.key);
  const hasVote = steps.some((s) => VOTING_STEPS.includes(s.key));
  const voting = useVoting(debate.id, inJudgesStep ? 5000 : false, hasVote);
  const roles = useRoles(debate.id);
  const players = (roles.data ?? []).filter((p) => p.role === 'player' && p.state === 'approved');
  const closesIn = Date.parse(debate.room_closes_at) - serverNow;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Heading debate={debate} />
        {debate.chat_room_id !== null && (
          <Button component={Link} to={`?chat=${debate.chat_room_id}`} variant="default">
            {t('chat')}
          </Button>
        )}
      </Group>
      {closesIn > 0 && closesIn <= ROOM_CLOSE_WARNING_MS && (
        <Alert color="orange" role="alert">
          {t('closeWarning', { time: mmss(closesIn) })}
        </Alert>
      )}
      <TimelineBar steps={steps} position={position} />
      <MediaPanel debate={debate} session={session} snap={snap} speaks={speaksIn(debate, meId)} step={stepKey} />
      <div className="lb-room-grid">
        <PeoplePanel debate={debate} meId={meId} />
        {hasVote && voting.data && (
          <VotePanel
            debateId={debate.id}
            teams={debate.debate_type === 'debate'}
            state={voting.data}
            players={players}
            inJudgesStep={inJudgesStep}
            serverNow={serverNow}
          />
        )}
        {hasVote && voting.isError && <ErrorState order={3} error={voting.error} onRetry={() => void voting.refetch()} />}
      </div>
    </Stack>
  );
}

/** No such event (404, or an id that is not one): the way back to Speak, nothing to retry. */
function RoomNotFound() {
  const { t } = useTranslation('speak-room');
  return (
    <EmptyState
      order={1}
      icon="alert"
      title={t('notFound')}
      actions={
        <Button component={Link} to="/speak">
          {t('backToSpeak')}
        </Button>
      }
    />
  );
}

function Room({ id }: { id: number }) {
  const { t } = useTranslation('speak-room');
  const user = useCurrentUser();
  const event = useDebate(id);
  useItemTitle(event.data && `${event.data.title} · ${t('title')}`);
  const timeline = useTimeline(id, event.isSuccess);
  const { session, snap } = useRoomSession(id);
  // The socket's round trip measures the server's clock best; the timeline's answer until then.
  const offset = snap.offset ?? (timeline.data ? clockOffset(timeline.data.server_now, timeline.data.fetched_at) : 0);
  const serverNow = useServerNow(offset);
  if (user.isLoading) return <LoadingState fullPage label={t('loading')} />;
  if (!user.isLoggedIn)
    return (
      <PageFrame narrow>
        <SignInPrompt order={1} title={t('title')} description={t('visitor')} />
      </PageFrame>
    );
  if (event.isLoading || (event.isSuccess && timeline.isLoading)) return <LoadingState fullPage label={t('loading')} />;
  if (event.isError) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return <PageFrame narrow>{missing ? <RoomNotFound /> : <ErrorState order={2} error={event.error} onRetry={() => void event.refetch()} />}</PageFrame>;
  }
  const debate = event.data!;
  if (debate.debate_status === 'canceled' || serverNow >= Date.parse(debate.room_closes_at)) return <ClosedRoom debate={debate} />;
  if (!debate.abilities.includes('enter_room'))
    return (
      <PageFrame narrow>
        <EmptyState
          order={1}
          icon="lock"
          title={t('notParticipant.title')}
          description={t('notParticipant.body')}
          actions={
            <Button component={Link} to={`/speak/${debate.id}`}>
              {t('notParticipant.action')}
            </Button>
          }
        />
      </PageFrame>
    );
  if (serverNow < Date.parse(debate.room_opens_at)) return <BeforeRoom debate={debate} serverNow={serverNow} />;
  return (
    // The clock's offset to the server, for bench/speak-room's agreement between browsers.
    <div data-clock-offset={Math.round(offset)}>
      <LiveRoom debate={debate} steps={timeline.data?.steps ?? []} serverNow={serverNow} meId={user.user?.id ?? null} session={session} snap={snap} />
    </div>
  );
}

/** /debate/room/{id}, /speak-room/{id}, /minitalk/room/{id}, /roleplay/room/{id}: the Speak Room (spec 02 §4). */
export function RoomPage() {
  const { id = '' } = useParams();
  // /minitalk/room/abc: no event can have that id, and the room's hooks need a real one.
  if (!/^\d+$/.test(id) || Number(id) <= 0)
    return (
      <PageFrame narrow>
        <RoomNotFound />
      </PageFrame>
    );
  return <Room key={id} id={Number(id)} />;
}

export const Component = RoomPage;
