import { Button, Center, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useLearningLanguage } from '../../../lib/learning-language';
import { useNotebookPage } from '../api/list-vocabulary';
import { EntryRow } from '../components/entry-row';
import { ArchiveButton } from '../../learning/public/archive-button';
import { ExportMenu } from '../components/export-menu';
import { FeatureIcon } from '../components/feature-icons';

/** /user/vocabulary/notebook: saved words, 10 a page (spec 01 §9), search, unsave, export. */
export function Component() {
  const { t } = useTranslation('vocabulary');
  const language = useLearningLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const notebook = useNotebookPage(language, page, q);

  // The address keeps the page and the search, so back and reload land on the same list.
  useEffect(() => {
    if ((params.get('q') ?? '') === q) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (q) next.set('q', q);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [q, params, setParams]);

  const goTo = (n: number) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0 });
  };

  const data = notebook.data;
  const empty = data && data.total === 0 && !q;
  return (
    <>
      <PageTitle
        title={t('notebook.title')}
        description={t('notebook.description')}
        actions={<ExportMenu language={language} disabled={!data || data.total === 0} />}
      />
      {empty ? (
        <EmptyState
          icon="notebook"
          title={t('notebook.emptyTitle')}
          description={t('notebook.emptyBody')}
          actions={
            <>
              <Button component={Link} to="/read">
                {t('notebook.goRead')}
              </Button>
              <Button component={Link} to="/video" variant="default">
                {t('notebook.goWatch')}
              </Button>
              <Button component={Link} to="/user/vocabulary/lookup" variant="subtle">
                {t('notebook.goLookup')}
              </Button>
            </>
          }
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="search"
              label={t('notebook.searchLabel')}
              placeholder={t('notebook.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              leftSection={<FeatureIcon name="search" size={18} />}
              maxLength={64}
              style={{ flex: '1 1 260px', maxWidth: 420 }}
            />
            {data && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {q ? t('notebook.found', { count: data.total }) : t('notebook.count', { count: data.total })}
              </Text>
            )}
          </Group>
          {notebook.isPending ? (
            <LoadingState />
          ) : notebook.isError ? (
            <ErrorState error={notebook.error} onRetry={() => void notebook.refetch()} />
          ) : data!.items.length === 0 ? (
            <EmptyState compact icon="notebook" title={t('notebook.noMatchTitle', { q })} description={t('notebook.noMatchBody')} order={2} />
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none', opacity: notebook.isPlaceholderData ? 0.6 : 1 }}>
              {data!.items.map((e) => (
                <EntryRow
                  key={e.id}
                  entry={e}
                  showExample
                  actions={<ArchiveButton kind="word" id={e.id} archived={false} size="compact-sm" variant="subtle" />}
                />
              ))}
            </Stack>
          )}
          {data && data.pages > 1 && (
            <Center mt="md">
              <Pagination
                total={data.pages}
                value={Math.min(page, data.pages)}
                onChange={goTo}
                siblings={1}
                boundaries={1}
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
