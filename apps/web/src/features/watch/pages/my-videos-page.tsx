import { Button, Group, Tooltip, ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useModal } from '../../../components/ui/modal/use-modal';
import { errorText } from '../../../lib/error-text';
import { getToken } from '../../../lib/storage';
import { useMyVideos } from '../api/list-my-videos';
import { deleteVideo, retryVideo, useWatchMutation } from '../api/manage-video';
import { PlayerIcon } from '../components/player/icons';
import { VideoGrid } from '../components/video-grid';
import '../watch.css';

const PAGE_SIZE = 12;

/** /user/watch/videolist and /user/uploads: the learner's videos, paged; delete with confirm, retry a failed one. */
export function MyVideosPage() {
  const { t } = useTranslation('watch');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const signedIn = !!getToken();
  const list = useMyVideos({ page, size: PAGE_SIZE }, signedIn);
  const modal = useModal();
  const remove = useWatchMutation(deleteVideo);
  const retry = useWatchMutation(retryVideo);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: errorText(err, t) });

  if (!signedIn)
    return (
      <PageFrame>
        <SignInPrompt order={1} />
      </PageFrame>
    );
  return (
    <PageFrame>
      <PageTitle
        title={t('mine.title')}
        description={t('mine.description')}
        actions={
          <Button component={Link} to="/video">
            {t('mine.add')}
          </Button>
        }
      />
      <VideoGrid
        list={list}
        page={page}
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
        to={(v) => `/video/upload/${v.id}`}
        empty={{
          title: t('mine.empty'),
          description: t('mine.emptyHint'),
          actions: (
            <Button component={Link} to="/video">
              {t('mine.add')}
            </Button>
          ),
        }}
        actions={(v) => (
          <Group gap={2} wrap="nowrap">
            {v.transcribe_status === 'fail' && (
              <Tooltip label={t('actions.retry')}>
                <ActionIcon variant="subtle" aria-label={t('actions.retryVideo', { title: v.title })} onClick={() => retry.mutate(v.id, { onError: fail })}>
                  <PlayerIcon name="retry" size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('actions.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('actions.deleteVideo', { title: v.title })}
                onClick={() =>
                  void modal.open('confirm', {
                    title: t('mine.deleteTitle'),
                    body: t('mine.deleteBody', { title: v.title }),
                    onConfirm: () => remove.mutateAsync(v.id),
                  })
                }
              >
                <PlayerIcon name="trash" size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      />
    </PageFrame>
  );
}

export const Component = MyVideosPage;
