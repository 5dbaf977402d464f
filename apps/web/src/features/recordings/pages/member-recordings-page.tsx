import type { Recording } from '@lingbridge/contracts/recordings';
import { Anchor, Button, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListPager, useLastPageWhenPast, usePageParam } from '../../../components/ui/list-pager';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiError } from '../../../lib/api-client';
import { PageTitle } from '../../../components/ui/page-title';
import { useUserRecordings } from '../api/list-recordings';
import { ArticleText } from '../components/article-text';
import { RecordingCard } from '../components/recording-card';
import { TeacherTools } from '../components/teacher-tools';
import { pagerLabels } from '../lib/format';

/** One recording with the article text beside it; a sentence chosen there is where the next comment goes. */
function Reviewed({ r }: { r: Recording }) {
  const [sentence, setSentence] = useState<number | null>(null);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <RecordingCard recording={r} tools={(audio) => <TeacherTools recording={r} audio={audio} sentence={sentence} />} />
      <ArticleText articleId={r.article_id} highlight={r.sentence_index} selected={sentence} onSelect={(i) => setSentence((s) => (s === i ? null : i))} />
    </SimpleGrid>
  );
}

/** /teacher/organization/member/recording/{id}: a member's recordings, for the teachers of their groups (02 §2). */
export function Component() {
  const { t } = useTranslation('recordings');
  const { id } = useParams();
  const memberId = Number(id);
  const valid = Number.isInteger(memberId) && memberId > 0;
  const [page, goTo] = usePageParam();
  const list = useUserRecordings(valid ? memberId : null, page);
  const pastEnd = useLastPageWhenPast(list.data, page, goTo);
  const name = list.data?.items[0]?.user_name;

  let body;
  // An id that is not one (no request is made), or the server's 404 (not a learner of this teacher's
  // groups, or no such user): said plainly, not an endless spinner or a retry that cannot help.
  if (!valid || (list.error instanceof ApiError && list.error.status === 404))
    body = (
      <EmptyState
        icon="user"
        title={t('teacher.notFound')}
        description={t('teacher.notFoundBody')}
        actions={
          <Button component={Link} to="/teacher/organization/member">
            {t('teacher.back')}
          </Button>
        }
      />
    );
  else if (list.isPending || pastEnd) body = <LoadingState />;
  else if (list.isError) body = <ErrorState title={t('teacher.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length) body = <EmptyState icon="record" title={t('teacher.empty')} description={t('teacher.emptyBody')} />;
  else
    body = (
      <Stack gap="xl">
        {list.data.items.map((r) => (
          <Reviewed key={r.id} r={r} />
        ))}
        <ListPager page={page} pages={list.data.pages} onChange={goTo} labels={pagerLabels(t)} />
      </Stack>
    );

  return (
    <>
      <PageTitle
        title={name ? t('teacher.title', { name }) : t('teacher.titleUnknown')}
        description={t('teacher.description')}
        actions={
          <Anchor component={Link} to="/teacher/organization/member">
            {t('teacher.back')}
          </Anchor>
        }
      />
      {body}
    </>
  );
}
