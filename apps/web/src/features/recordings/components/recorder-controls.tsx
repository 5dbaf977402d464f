import type { RecorderState } from '@lingbridge/contracts/recordings';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clock } from '../lib/format';

type Props = {
  state: RecorderState;
  seconds: number;
  hasFile: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onSave: () => void;
};

const STATE_COLOR: Record<RecorderState, string> = {
  idle: 'gray',
  recording: 'red',
  paused: 'yellow',
  stopped: 'blue',
  saving: 'blue',
  saved: 'teal',
  failed: 'orange',
};

/** The buttons each state offers, the state in words and the timer (02 §4). */
export function RecorderControls({ state, seconds, hasFile, onStart, onPause, onResume, onStop, onSave }: Props) {
  const { t } = useTranslation('recordings');
  const live = state === 'recording' || state === 'paused';
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Badge color={STATE_COLOR[state]} variant="light" size="lg" data-testid="recorder-state" data-state={state}>
        {t(`recorder.states.${state}`)}
      </Badge>
      <Text ff="monospace" fw={600} aria-label={t('recorder.timer')} role="timer" data-testid="recorder-timer">
        {clock(seconds)}
      </Text>
      {!live && state !== 'saving' && (
        <Button color="red.8" onClick={onStart} data-testid="recorder-start">
          {state === 'idle' ? t('recorder.start') : t('recorder.again')}
        </Button>
      )}
      {state === 'recording' && (
        <Button variant="default" onClick={onPause} data-testid="recorder-pause">
          {t('recorder.pause')}
        </Button>
      )}
      {state === 'paused' && (
        <Button variant="default" onClick={onResume} data-testid="recorder-resume">
          {t('recorder.resume')}
        </Button>
      )}
      {live && (
        <Button variant="filled" color="dark" onClick={onStop} data-testid="recorder-stop">
          {t('recorder.stop')}
        </Button>
      )}
      {(state === 'stopped' || state === 'saving' || state === 'failed') && (
        <Button onClick={onSave} loading={state === 'saving'} disabled={!hasFile} data-testid="recorder-save">
          {state === 'saving' ? t('recorder.saving') : t('recorder.save')}
        </Button>
      )}
    </Group>
  );
}
