import type { PeerInfo } from '@lingbridge/contracts/speak-signal';
import { ActionIcon, Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceIcon } from './device-icon';
import type { Reaction, RoomSnapshot } from './room-session';
import { SELF } from './room-session';

/** Plays a stream in a video (or audio-only) element; my own is muted so I do not hear myself. */
function StreamView({ stream, muted, video }: { stream: MediaStream | null; muted: boolean; video: boolean }) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || el.srcObject === stream) return;
    el.srcObject = stream;
    if (stream) void el.play().catch(() => undefined);
  }, [stream]);
  return video ? (
    <video ref={ref} className="lb-tile__video" autoPlay playsInline muted={muted} />
  ) : (
    <audio ref={ref} autoPlay muted={muted} data-peer-audio={muted ? undefined : ''} />
  );
}

type TileProps = {
  info: Pick<PeerInfo, 'nick_name' | 'role' | 'side' | 'role_name' | 'mic' | 'cam' | 'publish' | 'user_id'>;
  stream: MediaStream | null;
  self: boolean;
  speaking: boolean;
  connecting: boolean;
  onMute?: () => void;
};

function Tile({ info, stream, self, speaking, connecting, onMute }: TileProps) {
  const { t } = useTranslation('speak-media');
  const showVideo = info.cam && !!stream?.getVideoTracks().length;
  const place = info.side ? t(`side.${info.side}`) : (info.role_name ?? t(`role.${info.role}`));
  return (
    <li className="lb-tile" data-speaking={speaking || undefined} data-side={info.side ?? undefined} aria-label={`${info.nick_name}, ${place}`}>
      {showVideo ? (
        <StreamView stream={stream} muted={self} video />
      ) : (
        <>
          <Avatar size={64} radius="xl" color="teal">
            {info.nick_name.slice(0, 1).toUpperCase()}
          </Avatar>
          {!self && stream && <StreamView stream={stream} muted={false} video={false} />}
        </>
      )}
      <Group className="lb-tile__bar" gap={6} wrap="nowrap">
        <DeviceIcon kind="mic" on={info.mic} size={16} label={info.mic ? t('micOn') : t('micOff')} />
        <Text size="sm" fw={600} truncate>
          {info.nick_name}
          {self && ` (${t('you')})`}
        </Text>
        <Badge size="xs" variant="light" color={info.side === 'prop' ? 'teal' : info.side === 'opp' ? 'grape' : 'gray'}>
          {place}
        </Badge>
        {speaking && <span className="lb-sr-only">{t('speaking')}</span>}
        {connecting && !self && (
          <Text size="xs" c="dimmed">
            {t('connecting')}
          </Text>
        )}
        {onMute && info.mic && (
          <Tooltip label={t('mute', { name: info.nick_name })}>
            <ActionIcon size="sm" variant="subtle" color="red" onClick={onMute} aria-label={t('mute', { name: info.nick_name })}>
              <DeviceIcon kind="mic" on={false} size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </li>
  );
}

function Reactions({ reactions }: { reactions: Reaction[] }) {
  return (
    <div className="lb-reactions" aria-hidden>
      {reactions.map((r) => (
        <span key={r.id} className="lb-reaction" style={{ left: `${r.left}%` }}>
          {r.emoji}
        </span>
      ))}
    </div>
  );
}

/**
 * The stage: a tile for everyone who speaks (players, judges, the initiator) with their video or
 * avatar, microphone state and a ring while they speak; the listeners are counted below. The
 * initiator may mute a speaker.
 */
export function Stage({ snap, canMute, onMute }: { snap: RoomSnapshot; canMute: boolean; onMute: (userId: number) => void }) {
  const { t } = useTranslation('speak-media');
  const me = snap.joined?.me;
  if (!me) return null;
  const speakers = snap.peers.filter((p) => p.info.publish);
  const listeners = snap.peers.length - speakers.length + (me.publish ? 0 : 1);
  return (
    <section className="lb-stage" aria-label={t('stage')}>
      <ul className="lb-tiles">
        {me.publish && <Tile info={{ ...me, mic: snap.mic, cam: snap.cam }} stream={snap.local} self speaking={snap.speaking.has(SELF)} connecting={false} />}
        {speakers.map((p) => (
          <Tile
            key={p.info.peer_id}
            info={p.info}
            stream={p.stream}
            self={false}
            speaking={snap.speaking.has(p.info.peer_id)}
            connecting={p.state !== 'connected'}
            onMute={canMute ? () => onMute(p.info.user_id) : undefined}
          />
        ))}
      </ul>
      {!speakers.length && !me.publish && (
        <Text c="dimmed" ta="center">
          {t('waitingForSpeakers')}
        </Text>
      )}
      {/* Listeners hear the speakers through the tiles; their own count is shown for the room's size. */}
      <Text size="sm" c="dimmed">
        {t('listeners', { count: listeners })}
      </Text>
      <Reactions reactions={snap.reactions} />
    </section>
  );
}
