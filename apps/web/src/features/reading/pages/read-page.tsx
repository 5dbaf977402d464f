import { Pagination, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ClientOnly } from '../../../components/ui/client-only';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { useLearningLanguage } from '../../../lib/learning-language';
import { useNewWords } from '../../learning/public/new-words';
import { useArticles } from '../api/list-articles';
import { ArticleCard } from '../components/article-card';
import { ArticleFilters } from '../components/article-filters';
import { CurrentIssue } from '../components/current-issue';
import { listParamsOf } from '../lib/list-params';
import '../reading.css';

// Cartoons for the lower levels (decision 0118), from the CMS; asked for in the browser once the page is up.
const CartoonStrip = lazy(() => import('../../cms/public/cartoon-strip').then((m) => m.loadCartoonStrip()));

/**
 * The article list: /read, and the same list filtered as /category/{name}, /level/{name} and
 * searched as /ArticleSearch/{query}; other filters and the page ride in the query string.
 */
export function ReadPage() {
  const { t } = useTranslation('reading');
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const language = useLearningLanguage();
  const { category, level, q, page, articleLanguage, query, showIssue } = listParamsOf(params, search, language);
  const list = useArticles(query);
  const { isLoggedIn } = useCurrentUser();
  // "12 new words" on each card for a signed-in learner (issue 18); never in the server's HTML.
  const newWords = useNewWords(list.data?.items.map((a) => a.id) ?? [], isLoggedIn);

  const go = (next: { category?: string | null; level?: string | null; page?: number }) => {
    const c = next.category !== undefined ? next.category : category;
    const l = next.level !== undefined ? next.level : level;
    const qs = new URLSearchParams();
    let path = '/read';
    if (c) path = `/category/${encodeURIComponent(c)}`;
    else if (l) path = `/level/${l}`;
    if (c && l) qs.set('level', l);
    if (next.page && next.page > 1) qs.set('page', String(next.page));
    navigate(`${path}${qs.size ? `?${qs}` : ''}`);
  };

  const title = q ? t('list.searchTitle', { query: q }) : t('list.title');
  // Only the lower levels have cartoons: on /read and /level/1–2, not in a category or a search.
  const showCartoons = !q && !category && page === 1 && level !== 'Advanced';
  return (
    <PageFrame>
      <div className="lb-read-page">
        <PageTitle title={title} eyebrow={t('list.eyebrow')} description={q ? undefined : t('list.description')} />
        {showIssue && <CurrentIssue language={articleLanguage} />}
        <ArticleFilters
          key={q}
          category={category}
          level={level}
          query={q}
          onCategory={(c) => go({ category: c, page: 1 })}
          onLevel={(l) => go({ level: l, page: 1 })}
          onSearch={(s) => navigate(`/ArticleSearch/${encodeURIComponent(s)}`)}
        />
        {showCartoons && (
          <ClientOnly>
            <Suspense fallback={null}>
              <CartoonStrip language={articleLanguage} level={level ?? undefined} />
            </Suspense>
          </ClientOnly>
        )}
        {list.isLoading ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data?.items.length ? (
          <EmptyState icon="book" title={t('list.noArticles')} description={q ? undefined : t('list.noArticlesHint')} />
        ) : (
          <>
            {/* The cards' titles are h3: the list has its heading, for screen readers' outline. */}
            <VisuallyHidden component="h2">{t('list.articlesHeading')}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={list.isFetching}>
              {list.data.items.map((a) => (
                <ArticleCard key={a.id} article={a} newWords={newWords.data?.get(a.id)} />
              ))}
            </SimpleGrid>
            {list.data.pages > 1 && (
              <Pagination
                mt="xl"
                total={list.data.pages}
                value={page}
                onChange={(p) => go({ page: p })}
                getControlProps={(c) => ({ 'aria-label': t(`list.pager.${c}`) })}
              />
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}

export const Component = ReadPage;
