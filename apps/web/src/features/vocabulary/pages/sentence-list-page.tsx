import type { Sentence } from '@lingbridge/contracts/vocabulary';
import { Button, Center, Pagination, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useModal } from '../../../components/ui/modal/use-modal';
import { PageTitle } from '../../../components/ui/page-title';
import { useDeleteSentence } from '../api/delete-sentence';
import { useSentencePage } from '../api/list-sentences';
import { SentenceRow } from '../components/sentence-row';
import { notifyFailure } from '../lib/messages';

/** /user/watch/sentencelist: saved sentences, newest first, each deletable after a confirmation. */
export function Component() {
  const { t } = useTranslation('vocabulary');
  const modal = useModal();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSentencePage(page);
  const remove = useDeleteSentence();

  const goTo = (n: number) => setParams(n > 1 ? { page: String(n) } : {});
  // Deleting the last sentence of the last page moves back a page.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > list.data.pages) goTo(list.data.pages);
  });

  function confirmDelete(s: Sentence) {
    void modal.open('delete-sentence', {
      onConfirm: async () => {
        try {
          await remove.mutateAsync(s.id);
        } catch {
          notifyFailure(t, 'deleteSentence');
        }
      },
    });
  }

  const data = list.data;
  return (
    <>
      <PageTitle title={t('sentences.title')} description={t('sentences.description')} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : data!.total === 0 ? (
        <EmptyState
          icon="list"
          title={t('sentences.emptyTitle')}
          description={t('sentences.emptyBody')}
          actions={
            <>
              <Button component={Link} to="/video">
                {t('notebook.goWatch')}
              </Button>
              <Button component={Link} to="/read" variant="default">
                {t('notebook.goRead')}
              </Button>
            </>
          }
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('sentences.count', { count: data!.total })}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {data!.items.map((s) => (
              <SentenceRow key={s.id} sentence={s} onDelete={confirmDelete} />
            ))}
          </Stack>
          {data!.pages > 1 && (
            <Center mt="md">
              <Pagination
                total={data!.pages}
                value={Math.min(page, data!.pages)}
                onChange={goTo}
                getControlProps={(control) => ({ 'aria-label': t(`notebook.pager.${control}`) })}
                getItemProps={(n) => ({ 'aria-label': t('notebook.pager.page', { n }) })}
              />
            </Center>
          )}
        </Stack>
      )}
    </>
  );
}
