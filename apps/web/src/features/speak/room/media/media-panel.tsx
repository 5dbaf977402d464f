import type { Debate } from '@lingbridge/contracts/speak';
import type { TimelineStepKey } from '@lingbridge/contracts/speak-room';
import { Alert, Button, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerText } from '../../../../lib/use-server-text';
import { speakKeys } from '../../api/query-keys';
import { Controls } from './controls';
import { HintsPanel } from './hints-panel';
import { RoomSession } from './room-session';
import { Stage } from './stage';

/** One session per room page; it leaves the room when the page goes. */
export function useRoomSession(debateId: number) {
  const session = useMemo(() => new RoomSession(debateId), [debateId]);
  useEffect(() => () => session.leave(), [session]);
  const snap = useSyncExternalStore(session.subscribe, session.snapshot);
  return { session, snap };
}

type Props = { debate: Debate; session: RoomSession; snap: ReturnType<RoomSession['snapshot']>; speaks: boolean; step: TimelineStepKey | null };

/**
 * The room's audio and video (decision 0120): a button to enter (the browser asks for the
 * microphone and camera of those who speak), then the stage and the controls; the spec's words
 * when the connection drops (a click reconnects, and it comes back by itself) or the browser
 * refuses the devices.
 */
export function MediaPanel({ debate, session, snap, speaks, step }: Props) {
  const { t } = useTranslation('speak-media');
  const refused = useServerText(snap.refused);
  const qc = useQueryClient();
  const [cam, setCam] = useState(true);
  // Someone's place changed (kick, side, role): the people list follows at once.
  useEffect(() => {
    if (snap.rolesVersion) void qc.invalidateQueries({ queryKey: speakKeys.roles(debate.id) });
  }, [snap.rolesVersion, qc, debate.id]);

  if (snap.ended)
    return (
      <Alert color={snap.ended === 'kicked' ? 'red' : 'blue'} role="alert" title={snap.ended === 'kicked' ? t('kicked') : t('replaced')}>
        {snap.ended === 'kicked' ? (
          <Button component={Link} to={`/speak/${debate.id}`} variant="default" mt="sm">
            {t('eventPage')}
          </Button>
        ) : (
          <Button mt="sm" onClick={() => void session.enter({ speak: speaks, cam })}>
            {t('enterAgain')}
          </Button>
        )}
      </Alert>
    );

  if (snap.status === 'idle')
    return (
      <Paper withBorder radius="md" p="lg" className="lb-room-enter">
        <Stack gap="sm" align="center">
          <Title order={2} size="h3">
            {t('enterTitle')}
          </Title>
          <Text c="dimmed" ta="center" maw={520}>
            {speaks ? t('enterSpeaker') : t('enterListener')}
          </Text>
          {speaks && <Switch checked={cam} onChange={(e) => setCam(e.currentTarget.checked)} label={t('withCamera')} />}
          <Button size="lg" onClick={() => void session.enter({ speak: speaks, cam })}>
            {t('enter')}
          </Button>
        </Stack>
      </Paper>
    );

  const dropped = snap.status === 'reconnecting' || snap.status === 'connecting';
  return (
    <Stack gap="sm" className="lb-room-media">
      {snap.mediaError && (
        <Alert color="orange" role="alert">
          {snap.mediaError === 'denied' ? t('permission') : t('noDevices')}
        </Alert>
      )}
      {dropped && snap.joined === null && snap.status === 'connecting' ? (
        <Text c="dimmed">{t('connecting')}</Text>
      ) : dropped ? (
        <Alert color="red" role="alert">
          <Button variant="subtle" color="red" p={0} onClick={() => session.reconnect()}>
            {t('notConnected')}
          </Button>
        </Alert>
      ) : null}
      {snap.status === 'unauthorized' && (
        <Alert color="red" role="alert">
          {t('signIn')}
        </Alert>
      )}
      {snap.refused && (
        <Alert color="red" role="alert">
          {refused}
        </Alert>
      )}
      {snap.mutedBy !== null && (
        <Alert color="yellow" role="status">
          {t('mutedByHost')}
        </Alert>
      )}
      <Stage snap={snap} canMute={!!snap.joined?.initiator} onMute={(id) => session.mute(id)} />
      <Controls session={session} snap={snap} onLeave={() => session.leave()} />
      {snap.joined?.me.publish && <HintsPanel debateId={debate.id} language={debate.language} step={step} />}
    </Stack>
  );
}
