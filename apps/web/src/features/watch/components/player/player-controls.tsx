import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icons';
import type { PlayerView, VideoPlayerControls } from '../../hooks/use-video-player';
import { speedLabel } from '../../lib/speed';
import { formatClock } from '../../lib/time';
import { CaptionMenu } from './caption-menu';
import { PlayerIcon } from './icons';
import { ProgressBar } from './progress-bar';

type Props = {
  view: PlayerView;
  controls: VideoPlayerControls;
  videoId: number;
  title: string;
  subtitles: boolean;
  onSubtitles: () => void;
  theater: boolean;
  onTheater: () => void;
  canDownload: boolean;
};

/** Play/pause, the seek bar and clock, speed, sound, subtitles, theater mode and caption download. */
export function PlayerControls({ view, controls, videoId, title, subtitles, onSubtitles, theater, onTheater, canDownload }: Props) {
  const { t } = useTranslation('watch');
  const button = (label: string, onClick: () => void, icon: React.ReactNode, pressed?: boolean, testId?: string) => (
    <Tooltip label={label}>
      <ActionIcon
        variant={pressed ? 'light' : 'subtle'}
        color={pressed ? undefined : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <div className="lb-watch-controls">
      <ProgressBar time={view.time} duration={view.duration} onSeek={controls.seek} />
      {/* Wraps on a narrow phone: the right-hand buttons go to a second line rather than overflow. */}
      <Group justify="space-between" gap={4} wrap="wrap" className="lb-watch-controls__row">
        <Group gap={4} wrap="nowrap">
          {button(
            view.playing ? t('player.pause') : t('player.play'),
            controls.toggle,
            view.playing ? <PlayerIcon name="pause" /> : <Icon name="play" />,
            undefined,
            'watch-play',
          )}
          {button(
            view.muted ? t('player.unmute') : t('player.mute'),
            controls.toggleMute,
            <PlayerIcon name={view.muted ? 'muted' : 'volume'} />,
            undefined,
            'watch-mute',
          )}
          <Text size="sm" c="dimmed" className="lb-watch-clock" data-testid="watch-clock">
            {formatClock(view.time)} / {formatClock(view.duration)}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {view.canSetRate && (
            <Tooltip label={t('player.speed')}>
              <UnstyledButton
                className="lb-watch-speed"
                onClick={controls.cycleSpeed}
                aria-label={t('player.speedIs', { rate: speedLabel(view.rate) })}
                data-testid="watch-speed"
              >
                {speedLabel(view.rate)}
              </UnstyledButton>
            </Tooltip>
          )}
          {button(t('player.subtitles'), onSubtitles, <PlayerIcon name="subtitles" />, subtitles, 'watch-subtitles')}
          {button(t('player.theater'), onTheater, <PlayerIcon name="theater" />, theater, 'watch-theater')}
          {canDownload && <CaptionMenu videoId={videoId} title={title} />}
        </Group>
      </Group>
    </div>
  );
}
