import { Anchor, Badge, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { useModal } from '../../../../components/ui/modal/use-modal';
import { deleteMagazine, useReadingMutation } from '../../api/cms';
import { useMagazines } from '../../api/list-magazines';

/** /cms/magazineList: the issues, drafts included. */
export function MagazineListPage() {
  const { t } = useTranslation('reading');
  const modal = useModal();
  const list = useMagazines({ status: 'all', size: 100 });
  const remove = useReadingMutation(deleteMagazine);
  return (
    <>
      <PageTitle
        title={t('cms.magazines')}
        actions={
          <Button component={Link} to="/cms/magazineEdit">
            {t('cms.newMagazine')}
          </Button>
        }
      />
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('cms.title')}</Table.Th>
                <Table.Th>{t('cms.date')}</Table.Th>
                <Table.Th>{t('cms.articleCount')}</Table.Th>
                <Table.Th>{t('cms.status')}</Table.Th>
                <Table.Th>{t('cms.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.items.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.number}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/cms/magazineEdit/${m.id}`}>
                      {m.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{m.issue_date}</Table.Td>
                  <Table.Td>{m.article_count}</Table.Td>
                  <Table.Td>
                    <Badge color={m.status === 'published' ? 'teal' : 'gray'}>{t(`cms.statuses.${m.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={async () => (await modal.open('confirm', { title: t('cms.deleteMagazine', { number: m.number }) })) && remove.mutate(m.id)}
                    >
                      {t('cms.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

export const Component = MagazineListPage;
