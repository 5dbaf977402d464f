import { LEARNING_LANGUAGES } from '@lingbridge/contracts/common';
import { VIDEO_STATUSES, type VideoStatus } from '@lingbridge/contracts/watch';
import { Alert, Button, Group, Pagination, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { errorText } from '../../../../lib/error-text';
import { setVideoCategory, updateVideo, useCategories } from '../../api/cms';
import { useAllVideos, type AdminListParams } from '../../api/list-all-videos';
import { useWatchMutation } from '../../api/manage-video';
import { VideoCurationRow } from '../../components/cms/video-curation-row';

const SIZE = 20;
type Filters = { status: VideoStatus | ''; language: string; is_public: '' | 'true' | 'false' };

/**
 * /cms/videoCategory: every video (GET /video/admin/list), whoever uploaded it, so an admin can find
 * a learner's finished private video, give it a category and a level and publish it. Finished
 * videos are shown first; the categories themselves are the shared ones (/cms/categoryList).
 */
export function VideoCategoryPage() {
  const { t } = useTranslation('watch');
  const [filters, setFilters] = useState<Filters>({ status: 'success', language: '', is_public: '' });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const params: AdminListParams = {
    page,
    size: SIZE,
    q,
    status: filters.status || undefined,
    language: filters.language || undefined,
    is_public: filters.is_public || undefined,
  };
  const list = useAllVideos(params);
  const categories = useCategories();
  const category = useWatchMutation(setVideoCategory);
  const update = useWatchMutation(updateVideo);
  const err = category.error ?? update.error;
  const filter = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  return (
    <>
      <PageTitle
        title={t('cms.categoryTitle')}
        description={t('cms.categoryDescription')}
        actions={
          <Button variant="default" component={Link} to="/cms/categoryList">
            {t('cms.manageCategories')}
          </Button>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('cms.search')}
          type="search"
          value={search}
          w={220}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label={t('cms.state')}
          w={170}
          value={filters.status}
          allowDeselect={false}
          onChange={(v) => filter({ status: (v ?? '') as Filters['status'] })}
          data={[{ value: '', label: t('cms.anyState') }, ...VIDEO_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
        />
        <Select
          label={t('cms.language')}
          w={160}
          value={filters.language}
          allowDeselect={false}
          onChange={(v) => filter({ language: v ?? '' })}
          data={[{ value: '', label: t('cms.anyLanguage') }, ...LEARNING_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))]}
        />
        <Select
          label={t('cms.visibility')}
          w={180}
          value={filters.is_public}
          allowDeselect={false}
          onChange={(v) => filter({ is_public: (v ?? '') as Filters['is_public'] })}
          data={[
            { value: '', label: t('cms.anyVisibility') },
            { value: 'true', label: t('cms.onlyPublic') },
            { value: 'false', label: t('cms.onlyPrivate') },
          ]}
        />
      </Group>
      {err && (
        <Alert color="red" mb="md">
          {errorText(err, t)}
        </Alert>
      )}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.items.length ? (
        <EmptyState icon="video" title={t('cms.noVideos')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" data-testid="cms-video-total">
            {t('cms.found', { count: list.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cms.video')}</Table.Th>
                  <Table.Th>{t('cms.category')}</Table.Th>
                  <Table.Th>{t('cms.level')}</Table.Th>
                  <Table.Th>{t('cms.public')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('cms.rowActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((v) => (
                  <VideoCurationRow
                    key={v.id}
                    video={v}
                    categories={categories.data ?? []}
                    onCategory={(id) => category.mutate({ id: v.id, category_id: id })}
                    onUpdate={(patch) => update.mutate({ id: v.id, ...patch })}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data.pages > 1 && <Pagination mt="md" total={list.data.pages} value={page} onChange={setPage} />}
        </>
      )}
    </>
  );
}

export const Component = VideoCategoryPage;
