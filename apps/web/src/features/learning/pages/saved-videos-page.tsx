import { Button, Card, Center, Group, Image, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Icon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useSavedVideos, useToggleSavedVideo } from '../api/saved';
import { ArchiveToggle } from '../components/archive-toggle';

const minutes = (s: number | null) => (s ? Math.max(1, Math.round(s / 60)) : null);

/** /user/saved/videolist: the whole videos I saved to watch again (decision 0099). */
export function Component() {
  const { t } = useTranslation('learning');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSavedVideos(page);
  const toggle = useToggleSavedVideo();
  let body;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length)
    body = (
      <EmptyState
        icon="video"
        title={t('saved.noVideos')}
        description={t('saved.noVideosBody')}
        actions={
          <Button component={Link} to="/videoplayer">
            {t('empty.watch')}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('saved.videos')}>
          {list.data.items.map((v) => (
            <Card key={v.video_id} component="li" withBorder radius="md" padding="sm" data-testid="saved-video">
              {v.thumbnail && (
                <Card.Section>
                  <Image src={v.thumbnail} alt="" h={150} fit="cover" loading="lazy" />
                </Card.Section>
              )}
              <Stack gap={4} mt="sm">
                <Text fw={700} lineClamp={2}>
                  <Link to={`/videoplayer?v=${v.video_id}`}>{v.title || t('saved.untitled')}</Link>
                </Text>
                <Text size="sm" c="dimmed">
                  {[v.level && t(`levels.${v.level}`, { defaultValue: v.level }), minutes(v.duration) && t('stats.minutes', { count: minutes(v.duration)! })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Group gap="xs" mt={4}>
                  <Button component={Link} to={`/videoplayer?v=${v.video_id}`} size="xs" leftSection={<Icon name="play" size={14} />}>
                    {t('saved.watch')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={toggle.isPending && toggle.variables?.videoId === v.video_id}
                    onClick={() => toggle.mutate({ videoId: v.video_id, save: false })}
                  >
                    {t('saved.remove')}
                  </Button>
                  <ArchiveToggle kind="video" id={v.video_id} archived={false} size="xs" variant="subtle" />
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        {list.data.pages > 1 && (
          <Center>
            <Pagination total={list.data.pages} value={page} onChange={(p) => setParams({ page: String(p) })} />
          </Center>
        )}
      </Stack>
    );
  return (
    <>
      <PageTitle title={t('saved.videosTitle')} description={t('saved.videosLead')} />
      {body}
    </>
  );
}
