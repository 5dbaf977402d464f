import { REACTIONS } from '@lingbridge/contracts/speak-signal';
import { ActionIcon, Button, Group, NativeSelect, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceIcon } from './device-icon';
import type { RoomSession, RoomSnapshot } from './room-session';

/** The microphones and cameras this browser has, once it may name them (after the permission). */
function useDevices(active: boolean) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    if (!active || !navigator.mediaDevices?.enumerateDevices) return;
    const load = () => void navigator.mediaDevices.enumerateDevices().then(setDevices, () => undefined);
    load();
    navigator.mediaDevices.addEventListener?.('devicechange', load);
    return () => navigator.mediaDevices.removeEventListener?.('devicechange', load);
  }, [active]);
  return devices;
}

function DeviceSelect({ kind, session, snap }: { kind: 'audio' | 'video'; session: RoomSession; snap: RoomSnapshot }) {
  const { t } = useTranslation('speak-media');
  const devices = useDevices(!!snap.local).filter((d) => d.kind === (kind === 'audio' ? 'audioinput' : 'videoinput') && d.deviceId);
  const current = (kind === 'audio' ? snap.local?.getAudioTracks() : snap.local?.getVideoTracks())?.[0]?.getSettings().deviceId ?? '';
  if (devices.length < 2) return null;
  return (
    <NativeSelect
      size="xs"
      aria-label={kind === 'audio' ? t('chooseMic') : t('chooseCam')}
      value={current}
      data={devices.map((d, i) => ({ value: d.deviceId, label: d.label || `${kind === 'audio' ? t('mic') : t('cam')} ${i + 1}` }))}
      onChange={(e) => void session.useDevice(kind, e.currentTarget.value)}
    />
  );
}

/** Microphone, camera, devices, the audience's reactions, leaving. */
export function Controls({ session, snap, onLeave }: { session: RoomSession; snap: RoomSnapshot; onLeave: () => void }) {
  const { t } = useTranslation('speak-media');
  const me = snap.joined?.me;
  if (!me) return null;
  const hasMic = !!snap.local?.getAudioTracks().length;
  return (
    <Group className="lb-room-controls" justify="center" gap="sm" wrap="wrap">
      {me.publish && (
        <>
          <Tooltip label={snap.mic ? t('turnMicOff') : t('turnMicOn')}>
            <ActionIcon
              size="xl"
              radius="xl"
              variant={snap.mic ? 'default' : 'filled'}
              color={snap.mic ? undefined : 'red'}
              disabled={!hasMic}
              onClick={() => session.toggleMic()}
              aria-label={snap.mic ? t('turnMicOff') : t('turnMicOn')}
              aria-pressed={!snap.mic}
            >
              <DeviceIcon kind="mic" on={snap.mic} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={snap.cam ? t('turnCamOff') : t('turnCamOn')}>
            <ActionIcon
              size="xl"
              radius="xl"
              variant={snap.cam ? 'default' : 'filled'}
              color={snap.cam ? undefined : 'red'}
              onClick={() => void session.toggleCam()}
              aria-label={snap.cam ? t('turnCamOff') : t('turnCamOn')}
              aria-pressed={!snap.cam}
            >
              <DeviceIcon kind="video" on={snap.cam} />
            </ActionIcon>
          </Tooltip>
          <DeviceSelect kind="audio" session={session} snap={snap} />
          <DeviceSelect kind="video" session={session} snap={snap} />
        </>
      )}
      {!me.publish && (
        <Group gap={4} role="group" aria-label={t('reactions')}>
          {REACTIONS.map((e) => (
            <Button key={e} variant="default" size="compact-md" onClick={() => session.react(e)} aria-label={t('react', { emoji: e })}>
              {e}
            </Button>
          ))}
        </Group>
      )}
      <Button color="red" variant="light" onClick={onLeave}>
        {t('leave')}
      </Button>
    </Group>
  );
}
