import { DEBATE_TYPES } from '@lingbridge/contracts/speak';
import { LEARNING_LANGUAGES } from '@lingbridge/contracts/languages';
import { LEVELS } from '@lingbridge/contracts/constants';
import { Button, Group, Pagination, Select, SimpleGrid, Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClientOnly } from '../../../components/ui/client-only';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { useDebates } from '../api/list-debates';
import { LIST_TABS, listParamsOf } from '../lib/list-params';
import { DebateCard } from '../components/debate-card';
import { useSpeakLabels } from '../lib/labels';
import '../speak.css';

// The CMS's announcements (competitions, open days, webinars), asked for after the page, below the list.
const UpcomingEvents = lazy(() => import('../../cms/public/upcoming-events').then((m) => m.loadUpcomingEvents()));

const TABS = LIST_TABS;

/** /speak, /speak/list and /debate-list: upcoming events, my activities and ended ones, filtered by type, language and level. */
export function SpeakPage() {
  const l = useSpeakLabels();
  const { t } = l;
  const { isLoggedIn } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const { tab, params } = listParamsOf(search);
  const page = params.page ?? 1;
  const needsSignIn = tab === 'mine' && !isLoggedIn;
  const list = useDebates(params, !needsSignIn);

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next);
  };

  return (
    <PageFrame>
      <PageTitle
        eyebrow={t('list.eyebrow')}
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button component={Link} to="/create/new">
            {t('list.create')}
          </Button>
        }
      />
      <Tabs value={tab} onChange={(v) => set('tab', v === 'upcoming' ? null : v)} mb="md">
        <Tabs.List>
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`list.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" mb="lg" wrap="wrap" role="search" aria-label={t('list.filters')}>
        <Select
          aria-label={t('fields.type')}
          placeholder={t('list.allTypes')}
          clearable
          w={200}
          value={params.debate_type ?? null}
          onChange={(v) => set('type', v)}
          data={DEBATE_TYPES.map((v) => ({ value: v, label: l.type(v) }))}
        />
        <Select
          aria-label={t('fields.language')}
          placeholder={t('list.allLanguages')}
          clearable
          w={200}
          value={params.language ?? null}
          onChange={(v) => set('language', v)}
          data={LEARNING_LANGUAGES.map((v) => ({ value: v, label: l.language(v) }))}
        />
        <Select
          aria-label={t('fields.level')}
          placeholder={t('list.allLevels')}
          clearable
          w={200}
          value={params.level ?? null}
          onChange={(v) => set('level', v)}
          data={LEVELS.map((v) => ({ value: v, label: l.level(v) }))}
        />
      </Group>
      {needsSignIn ? (
        <SignInPrompt description={t('errors.notSignedIn')} />
      ) : list.isLoading ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState title={t('errors.listFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data?.items.length ? (
        <EmptyState
          icon="mic"
          title={t(`list.empty.${tab}`)}
          description={t('list.emptyHint')}
          actions={
            <Button component={Link} to="/create/new" variant="light">
              {t('list.create')}
            </Button>
          }
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={list.isFetching}>
            {list.data.items.map((d) => (
              <DebateCard key={d.id} debate={d} />
            ))}
          </SimpleGrid>
          {list.data.pages > 1 && (
            <Pagination
              mt="xl"
              total={list.data.pages}
              value={page}
              onChange={(p) => set('page', p > 1 ? String(p) : null)}
              getControlProps={(c) => ({ 'aria-label': t(`list.pager.${c}`) })}
            />
          )}
        </>
      )}
      <ClientOnly>
        <Suspense fallback={null}>
          <UpcomingEvents inline />
        </Suspense>
      </ClientOnly>
    </PageFrame>
  );
}

export const Component = SpeakPage;
