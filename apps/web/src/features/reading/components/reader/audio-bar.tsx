import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { RefObject } from 'react';
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
};

/** The article's recording with the browser's controls, the speed, and an honest label. */
export function RecordingBar({ src, voice, audioRef, rate, onRate, hasTimings }: RecordingProps) {
  const { t } = useTranslation('reading');
  return (
    <Paper withBorder radius="md" p="sm" className="lb-audio-bar" aria-label={t('audio.label')} component="section">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <audio ref={audioRef} src={src} controls preload="metadata" className="lb-audio-el" aria-label={t('audio.label')} />
        <SpeedSelect value={rate} onChange={onRate} />
        {voice === 'computer' && <Badge variant="light" color="gray">{t('audio.computerVoice')}</Badge>}
      </Group>
      {hasTimings && <Text size="xs" c="dimmed" mt={4}>{t('audio.timingsHint')}</Text>}
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
          <Badge variant="light" color="gray">{t('audio.computerVoice')}</Badge>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">{t('audio.noSpeech')}</Text>
      )}
    </Paper>
  );
}
