import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { Icon } from '../../../components/ui/icons';
import { useSavedState, useToggleSavedVideo } from '../api/saved';

/** "Save video" on the player (issue 18): the whole video goes to /user/saved/videolist. Signed in only. */
export function SaveVideoButton({ videoId }: { videoId: number }) {
  const { t } = useTranslation('common');
  const { isLoggedIn } = useCurrentUser();
  const state = useSavedState(videoId, isLoggedIn);
  const toggle = useToggleSavedVideo();
  if (!isLoggedIn || !state.data) return null;
  const saved = state.data.saved;
  const label = saved ? t('savedVideo.saved') : t('savedVideo.save');
  return (
    <Button
      variant={saved ? 'light' : 'default'}
      size="sm"
      aria-pressed={saved}
      leftSection={<Icon name="star" size={16} />}
      loading={toggle.isPending}
      onClick={() => toggle.mutate({ videoId, save: !saved })}
      data-testid="save-video"
    >
      {label}
    </Button>
  );
}
