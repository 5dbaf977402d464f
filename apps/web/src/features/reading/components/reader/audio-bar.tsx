import { ActionIcon, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icons';
import { SpeedSelect } from './speed-select';

type RecordingProps = {
  src: string;
  voice: 'recording' | 'computer' | null;
  audioRef: RefObject<HTMLAudioElement | null>;
  rate: number;
  onRate: (r: number) => void;
  hasTimings: boolean;
  /** The recording's length as its sentence timings tell it (0 without), shown until the file says. */
  expectedDuration?: number;
};

/** m:ss */
export const clock = (s: number) => {
  const whole = Number.isFinite(s) && s > 0 ? Math.floor(s) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * The recording's position and length, followed here (not in the page): `timeupdate` comes four
 * times a second and re-renders only this bar.
 */
function usePlayback(audioRef: RefObject<HTMLAudioElement | null>) {
  const [state, setState] = useState({ time: 0, duration: 0, playing: false });
  useEffect(() => {
    const el = audioRef.current;
    if (!el) return;
    const update = () => setState({ time: el.currentTime, duration: Number.isFinite(el.duration) ? el.duration : 0, playing: !el.paused && !el.ended });
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'play', 'pause', 'ended', 'seeked'] as const;
    events.forEach((e) => el.addEventListener(e, update));
    update();
    return () => events.forEach((e) => el.removeEventListener(e, update));
  }, [audioRef]);
  return state;
}

/**
 * The article's recording: play/pause, position (a slider), time, speed, and an honest label. Our own
 * controls rather than the browser's: the same large target everywhere, and a page that lays out
 * faster (the built-in controls were ~100 ms of a slow phone's style work).
 */
export function RecordingBar({ src, voice, audioRef, rate, onRate, hasTimings, expectedDuration = 0 }: RecordingProps) {
  const { t } = useTranslation('reading');
  const { time, duration, playing } = usePlayback(audioRef);
  const toggle = () => {
    const el = audioRef.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };
  const position = `${clock(time)} / ${clock(duration || expectedDuration)}`;
  return (
    <Paper withBorder radius="md" p="sm" className="lb-audio-bar" aria-label={t('audio.label')} component="section">
      <Group gap="sm" align="center" wrap="wrap">
        <audio ref={audioRef} src={src} preload="metadata" className="lb-audio-el" />
        <Group gap="xs" align="center" wrap="nowrap" className="lb-audio-controls">
          <ActionIcon size={44} radius="xl" onClick={toggle} aria-label={playing ? t('audio.pause') : t('audio.play')}>
            <Icon name={playing ? 'pause' : 'play'} size={22} />
          </ActionIcon>
          <input
            type="range"
            className="lb-audio-seek"
            min={0}
            max={duration || 0}
            step={0.1}
            value={Math.min(time, duration || 0)}
            disabled={!duration}
            aria-label={t('audio.position')}
            aria-valuetext={position}
            onChange={(e) => {
              if (audioRef.current) audioRef.current.currentTime = Number(e.currentTarget.value);
            }}
          />
          <Text size="sm" c="dimmed" className="lb-audio-time" aria-hidden>
            {position}
          </Text>
        </Group>
        <SpeedSelect value={rate} onChange={onRate} />
        {voice === 'computer' && (
          <Badge variant="light" color="gray">
            {t('audio.computerVoice')}
          </Badge>
        )}
      </Group>
      {hasTimings && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('audio.timingsHint')}
        </Text>
      )}
    </Paper>
  );
}

type SpeechProps = { supported: boolean; playing: boolean; onToggle: () => void; rate: number; onRate: (r: number) => void };

/** No recording: the browser's speech synthesis with the same controls, labelled as a computer voice. */
export function SpeechBar({ supported, playing, onToggle, rate, onRate }: SpeechProps) {
  const { t } = useTranslation('reading');
  return (
    <Paper withBorder radius="md" p="sm" className="lb-audio-bar" component="section" aria-label={t('audio.speechLabel')}>
      {supported ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button onClick={onToggle} leftSection={<Icon name={playing ? 'close' : 'play'} size={16} />} variant="light">
            {playing ? t('audio.stop') : t('audio.listen')}
          </Button>
          <SpeedSelect value={rate} onChange={onRate} />
          <Badge variant="light" color="gray">
            {t('audio.computerVoice')}
          </Badge>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('audio.noSpeech')}
        </Text>
      )}
    </Paper>
  );
}
