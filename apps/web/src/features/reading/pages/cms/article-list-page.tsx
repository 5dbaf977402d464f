import { Anchor, Badge, Button, Group, Pagination, SegmentedControl, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { useModal } from '../../../../components/ui/modal/use-modal';
import { deleteArticle, updateArticle, useReadingMutation } from '../../api/cms';
import { useArticles } from '../../api/list-articles';
import { useLabels } from '../../lib/use-labels';

/** /cms/articleList: every article, drafts included; publish, unpublish, edit, delete. */
export function ArticleListPage() {
  const { t } = useTranslation('reading');
  const labels = useLabels();
  const modal = useModal();
  const [page, setPage] = useState(1);
  const [language, setLanguage] = useState('all');
  const list = useArticles({ status: 'all', page, size: 20, learning_language: language === 'all' ? undefined : language });
  const publish = useReadingMutation((v: { id: number; status: 'draft' | 'published' }) => updateArticle(v.id, { status: v.status }));
  const remove = useReadingMutation(deleteArticle);
  return (
    <>
      <PageTitle
        title={t('cms.articles')}
        actions={
          <Button component={Link} to="/cms/articleEdit">
            {t('cms.newArticle')}
          </Button>
        }
      />
      <SegmentedControl
        mb="md"
        value={language}
        onChange={(v) => {
          setLanguage(v);
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('cms.all') },
          { value: 'Simplified_Chinese', label: t('cms.chinese') },
          { value: 'Spanish', label: t('cms.spanish') },
        ]}
      />
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={160}>{t('cms.title')}</Table.Th>
                <Table.Th>{t('filters.level')}</Table.Th>
                <Table.Th>{t('filters.category')}</Table.Th>
                <Table.Th>{t('cms.issue')}</Table.Th>
                <Table.Th>{t('cms.access')}</Table.Th>
                <Table.Th>{t('cms.status')}</Table.Th>
                <Table.Th>{t('cms.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.items.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/cms/articleEdit/${a.id}`}>
                      {a.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{labels.level(a.level)}</Table.Td>
                  <Table.Td>{labels.category(a.category.name)}</Table.Td>
                  <Table.Td>{a.magazine ? `#${a.magazine.number}` : '—'}</Table.Td>
                  <Table.Td>{a.is_free ? t('marks.free') : t('marks.pro')}</Table.Td>
                  <Table.Td>
                    <Badge color={a.status === 'published' ? 'teal' : 'gray'}>{t(`cms.statuses.${a.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => publish.mutate({ id: a.id, status: a.status === 'published' ? 'draft' : 'published' })}
                      >
                        {a.status === 'published' ? t('cms.unpublish') : t('cms.publish')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={async () => (await modal.open('confirm', { title: t('cms.deleteArticle', { title: a.title }) })) && remove.mutate(a.id)}
                      >
                        {t('cms.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(list.data?.pages ?? 1) > 1 && <Pagination mt="md" total={list.data!.pages} value={page} onChange={setPage} />}
    </>
  );
}

export const Component = ArticleListPage;
