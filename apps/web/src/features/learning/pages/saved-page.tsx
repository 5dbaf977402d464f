import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Icon, type IconName } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useSavedSummary } from '../api/saved';

function Card({
  icon,
  title,
  count,
  body,
  to,
  action,
  testId,
}: {
  icon: IconName;
  title: string;
  count: number;
  body: string;
  to: string;
  action: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Icon name={icon} size={28} />
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text fz={28} fw={800} lh={1}>
          {count}
        </Text>
        <Text size="sm" c="dimmed">
          {body}
        </Text>
        <Button component={Link} to={to} variant="light" mt="xs">
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /user/saved: everything I saved, in one place (decision 0099). */
export function Component() {
  const { t } = useTranslation('learning');
  const summary = useSavedSummary();
  return (
    <>
      <PageTitle title={t('saved.title')} description={t('saved.lead')} />
      {summary.isPending ? (
        <LoadingState />
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Card
            testId="saved-words"
            icon="notebook"
            title={t('saved.words')}
            count={summary.data.words}
            body={t('saved.wordsBody')}
            to="/user/vocabulary/notebook"
            action={t('saved.openNotebook')}
          />
          <Card
            testId="saved-sentences"
            icon="list"
            title={t('saved.sentences')}
            count={summary.data.sentences}
            body={t('saved.sentencesBody')}
            to="/user/watch/sentencelist"
            action={t('saved.openSentences')}
          />
          <Card
            testId="saved-videos"
            icon="video"
            title={t('saved.videos')}
            count={summary.data.videos}
            body={t('saved.videosBody')}
            to="/user/saved/videolist"
            action={t('saved.openVideos')}
          />
        </SimpleGrid>
      )}
      <Button component={Link} to="/user/archived" variant="subtle" mt="md" px={0}>
        {t('saved.archivedLink')}
      </Button>
    </>
  );
}
