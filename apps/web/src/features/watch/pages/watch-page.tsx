import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useLearningLanguage } from '../../../lib/learning-language';
import { useDefaultVideo } from '../api/get-default-video';
import { VideoMeta } from '../components/video-meta';
import { WatchArea } from '../components/watch-area';
import { WatchPlayer } from '../components/watch-player';

/** /video: the demo video of the stored learning language with its transcript, and the panels. */
export function WatchPage() {
  const { t } = useTranslation('watch');
  const language = useLearningLanguage();
  const video = useDefaultVideo(language);
  return (
    <WatchArea title={t('home.title')} description={t('home.description')} language={language}>
      {video.isPending ? (
        <LoadingState />
      ) : video.isError ? (
        <ErrorState error={video.error} onRetry={() => void video.refetch()} />
      ) : (
        <>
          <VideoMeta video={video.data} />
          <WatchPlayer video={video.data} />
        </>
      )}
    </WatchArea>
  );
}

export const Component = WatchPage;
