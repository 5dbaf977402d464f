import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useLearningLanguage } from '../../../lib/learning-language';
import { useVideoCatalogue } from '../api/list-videos';
import { VideoGrid } from '../components/video-grid';
import { WatchArea } from '../components/watch-area';

const PAGE_SIZE = 12;

/** /video/search/{query}: the public catalogue searched in titles and transcripts. */
export function VideoSearchPage() {
  const { t } = useTranslation('watch');
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const language = useLearningLanguage();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useVideoCatalogue({ q: id, learning_language: language, page, size: PAGE_SIZE });
  return (
    <WatchArea key={id} title={t('search.title', { query: id })} language={language} query={id}>
      <VideoGrid
        list={list}
        page={page}
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
        to={(v) => `/videoplayer?v=${v.id}`}
        empty={{ title: t('search.none') }}
      />
    </WatchArea>
  );
}

export const Component = VideoSearchPage;
