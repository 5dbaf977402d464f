import { LEVELS } from '@lingbridge/contracts/constants';
import { Group, Select } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useLearningLanguage } from '../../../lib/learning-language';
import { useCategories } from '../api/cms';
import { useVideo } from '../api/get-video';
import { useVideoCatalogue } from '../api/list-videos';
import { VideoGrid } from '../components/video-grid';
import { VideoMeta } from '../components/video-meta';
import { WatchArea } from '../components/watch-area';
import { WatchPlayer } from '../components/watch-player';
import { SaveVideoButton } from '../../learning/public/save-video-button';
import { ArchiveButton } from '../../learning/public/archive-button';
import { DiscussionSection } from '../../discussions/public/discussion-section';

/** /videoplayer: the catalogue of the learning language by category and level; `?v=` plays one. */
export function VideoPlayerPage() {
  const { t } = useTranslation('watch');
  const language = useLearningLanguage();
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('v')) || 0;
  const category = Number(search.get('category')) || undefined;
  const level = search.get('level') ?? undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const categories = useCategories();
  const list = useVideoCatalogue({ learning_language: language, category, level, page, size: 12 });
  const video = useVideo(chosen, chosen > 0);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosen) top.current?.scrollIntoView?.({ block: 'start' });
  }, [chosen]);

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    setSearch(next);
  };
  return (
    <WatchArea title={t('catalogue.title')} description={t('catalogue.description')} language={language}>
      <div ref={top} />
      {chosen > 0 &&
        (video.isPending ? (
          <LoadingState />
        ) : video.isError ? (
          <ErrorState error={video.error} onRetry={() => void video.refetch()} />
        ) : (
          <div style={{ marginBottom: 40 }}>
            <VideoMeta video={video.data} />
            <WatchPlayer video={video.data} />
            <Group mt="sm" justify="flex-end" gap="xs">
              <ArchiveButton kind="video" id={video.data.id} />
              <SaveVideoButton videoId={video.data.id} />
            </Group>
            <DiscussionSection kind="video" refId={video.data.id} />
          </div>
        ))}
      <Group gap="sm" mb="md">
        <Select
          label={t('catalogue.category')}
          placeholder={t('catalogue.all')}
          clearable
          value={category ? String(category) : null}
          onChange={(v) => set({ category: v ?? undefined, page: undefined })}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <Select
          label={t('catalogue.level')}
          placeholder={t('catalogue.all')}
          clearable
          value={level ?? null}
          onChange={(v) => set({ level: v ?? undefined, page: undefined })}
          data={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
        />
      </Group>
      <VideoGrid
        list={list}
        page={page}
        onPage={(p) => set({ page: p > 1 ? String(p) : undefined })}
        to={(v) => `/videoplayer?${new URLSearchParams({ ...Object.fromEntries(search), v: String(v.id) })}`}
        empty={{ title: t('catalogue.none'), description: t('catalogue.noneHint') }}
      />
    </WatchArea>
  );
}

export const Component = VideoPlayerPage;
