import { Button, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListPager, useLastPageWhenPast, usePageParam } from '../../../components/ui/list-pager';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../accounts/public/session';
import { useRecording } from '../api/get-recording';
import { useUserRecordings } from '../api/list-recordings';
import { RecordingCard } from '../components/recording-card';
import { byArticle, pagerLabels } from '../lib/format';

/** /user/record (My Recording, 02 §2): my recordings by article, playable, renamable, deletable, with feedback. */
export function Component() {
  const { t } = useTranslation('recordings');
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [page, goTo] = usePageParam();
  const list = useUserRecordings(userId, page);
  const pastEnd = useLastPageWhenPast(list.data, page, goTo);
  const [params] = useSearchParams();
  const focus = params.get('recording');
  // A notification's link (?recording=id) brings that recording into view; one that is not on the
  // page shown (an older one, the list being paged) is fetched and shown above the list.
  const focusId = Number(focus) > 0 ? Math.floor(Number(focus)) : null;
  const elsewhere = !!focusId && !!list.data && !list.data.items.some((r) => r.id === focusId);
  const pinned = useRecording(elsewhere ? focusId : null);

  useEffect(() => {
    if (focus && list.data) document.querySelector(`[data-recording-id="${CSS.escape(focus)}"]`)?.scrollIntoView({ block: 'center' });
  }, [focus, list.data, pinned.data]);

  let body;
  if (!userId || list.isPending || pastEnd) body = <LoadingState />;
  else if (list.isError) body = <ErrorState title={t('mine.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data?.items.length)
    body = (
      <EmptyState
        icon="record"
        title={t('mine.empty')}
        description={t('mine.emptyBody')}
        actions={
          <Button component={Link} to="/read">
            {t('mine.toRead')}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="xl">
        {elsewhere && pinned.data && (
          <Stack gap="sm" component="section" aria-labelledby="rec-from-notification">
            <Title order={2} size="h3" id="rec-from-notification">
              {t('mine.fromNotification', { title: pinned.data.article_title })}
            </Title>
            <RecordingCard recording={pinned.data} />
          </Stack>
        )}
        {byArticle(list.data.items).map((g) => (
          <Stack key={g.articleId} gap="sm" component="section" aria-labelledby={`rec-article-${g.articleId}`}>
            <Title order={2} size="h3" id={`rec-article-${g.articleId}`}>
              {g.title}
            </Title>
            {g.items.map((r) => (
              <RecordingCard key={r.id} recording={r} />
            ))}
          </Stack>
        ))}
        <ListPager page={page} pages={list.data.pages} onChange={goTo} labels={pagerLabels(t)} />
      </Stack>
    );

  return (
    <>
      <PageTitle title={t('mine.title')} description={t('mine.description')} />
      {body}
    </>
  );
}
