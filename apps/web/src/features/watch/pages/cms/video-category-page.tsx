import { LEVELS } from '@lingbridge/contracts/constants';
import type { Video } from '@lingbridge/contracts/watch';
import { Alert, Anchor, Button, Group, Pagination, SegmentedControl, Select, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { errorText } from '../../../../lib/error-text';
import { setVideoCategory, updateVideo, useCategories } from '../../api/cms';
import { useMyVideos } from '../../api/list-my-videos';
import { useVideoCatalogue } from '../../api/list-videos';
import { useWatchMutation } from '../../api/manage-video';

const SIZE = 20;

/**
 * /cms/videoCategory: give videos a category and a level, and publish them to the catalogue. The
 * categories themselves are the shared ones (/cms/categoryList).
 */
export function VideoCategoryPage() {
  const { t } = useTranslation('watch');
  const [source, setSource] = useState<'catalogue' | 'uploads'>('catalogue');
  const [page, setPage] = useState(1);
  const catalogue = useVideoCatalogue({ page, size: SIZE });
  const uploads = useMyVideos({ page, size: SIZE, status: 'success' }, source === 'uploads');
  const list = source === 'catalogue' ? catalogue : uploads;
  const categories = useCategories();
  const category = useWatchMutation(setVideoCategory);
  const update = useWatchMutation(updateVideo);
  const err = category.error ?? update.error;
  const row = (v: Video) => (
    <Table.Tr key={v.id} data-testid="cms-video-row">
      <Table.Td>
        <Anchor component={Link} to={`/cms/VideoEdit/${v.id}`}>{v.title || t('video.untitled')}</Anchor>
        <Text size="xs" c="dimmed">{t(`languages.${v.language}`)} · {v.sentence_count} {t('cms.sentences')}</Text>
      </Table.Td>
      <Table.Td>
        <Select size="xs" aria-label={t('cms.category')} clearable placeholder={t('cms.none')} value={v.category ? String(v.category.id) : null}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(val) => category.mutate({ id: v.id, category_id: val ? Number(val) : null })} />
      </Table.Td>
      <Table.Td>
        <Select size="xs" aria-label={t('cms.level')} clearable placeholder={t('cms.none')} value={v.level}
          data={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
          onChange={(val) => update.mutate({ id: v.id, level: val })} />
      </Table.Td>
      <Table.Td>
        <Switch aria-label={t('cms.public')} checked={v.is_public} onChange={(e) => update.mutate({ id: v.id, is_public: e.currentTarget.checked })} />
      </Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" component={Link} to={`/cms/VideoEdit/${v.id}`}>{t('cms.edit')}</Button>
      </Table.Td>
    </Table.Tr>
  );
  return (
    <>
      <PageTitle title={t('cms.categoryTitle')} description={t('cms.categoryDescription')} actions={<Button variant="default" component={Link} to="/cms/categoryList">{t('cms.manageCategories')}</Button>} />
      <Group mb="md">
        <SegmentedControl value={source} onChange={(v) => { setSource(v as typeof source); setPage(1); }} data={[{ value: 'catalogue', label: t('cms.catalogue') }, { value: 'uploads', label: t('cms.uploads') }]} />
      </Group>
      {err && <Alert color="red" mb="md">{errorText(err, t)}</Alert>}
      {list.isPending ? <LoadingState /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : !list.data.items.length ? (
        <EmptyState icon="video" title={t('cms.noVideos')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead><Table.Tr><Table.Th>{t('cms.video')}</Table.Th><Table.Th>{t('cms.category')}</Table.Th><Table.Th>{t('cms.level')}</Table.Th><Table.Th>{t('cms.public')}</Table.Th><Table.Th /></Table.Tr></Table.Thead>
              <Table.Tbody>{list.data.items.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data.pages > 1 && <Pagination mt="md" total={list.data.pages} value={page} onChange={setPage} />}
        </>
      )}
    </>
  );
}

export const Component = VideoCategoryPage;
