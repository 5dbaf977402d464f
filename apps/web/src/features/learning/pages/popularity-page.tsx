import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { usePopularity } from '../api/popularity';
import { SectionTable } from '../components/section-table';

/** /user/popularity: how my uploaded videos and my events are doing (decision 0099). */
export function Component() {
  const { t, i18n } = useTranslation('learning');
  const data = usePopularity();
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, { dateStyle: 'medium' });
  let body;
  if (data.isPending) body = <LoadingState />;
  else if (data.isError) body = <ErrorState error={data.error} onRetry={() => void data.refetch()} />;
  else
    body = (
      <Stack gap="lg">
        <SectionTable
          testId="popular-videos"
          title={t('popularity.videos')}
          head={[t('popularity.title'), t('popularity.viewers'), t('popularity.minutes')]}
          rows={data.data.videos.map((v) => [
            <span key="t">
              <Link to={`/videoplayer?v=${v.video_id}`}>{v.title || t('saved.untitled')}</Link>{' '}
              {!v.is_public && (
                <Badge size="xs" variant="light" color="gray">
                  {t('popularity.private')}
                </Badge>
              )}
            </span>,
            v.viewers,
            v.minutes,
          ])}
          empty={
            <EmptyState
              compact
              order={3}
              icon="video"
              title={t('popularity.noVideos')}
              actions={
                <Button component={Link} to="/user/uploads" variant="light" size="sm">
                  {t('popularity.upload')}
                </Button>
              }
            />
          }
        />
        <SectionTable
          testId="popular-events"
          title={t('popularity.events')}
          head={[t('popularity.title'), t('popularity.date'), t('popularity.likes'), t('popularity.participants')]}
          rows={data.data.events.map((e) => [
            <Link key="t" to={`/speak/${e.event_id}`}>
              {e.title}
            </Link>,
            date.format(new Date(e.start_time)),
            e.likes,
            e.participants,
          ])}
          empty={
            <EmptyState
              compact
              order={3}
              icon="mic"
              title={t('popularity.noEvents')}
              actions={
                <Button component={Link} to="/speak" variant="light" size="sm">
                  {t('popularity.speak')}
                </Button>
              }
            />
          }
        />
        <Text size="sm" c="dimmed">
          {t('popularity.note')}
        </Text>
      </Stack>
    );
  return (
    <>
      <PageTitle title={t('popularity.pageTitle')} description={t('popularity.lead')} />
      {body}
    </>
  );
}
