import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useDebates } from '../api/list-debates';
import { eventTime } from '../lib/labels';

/** /debate/room: my next event with a room (it opens, or is open, and has not closed), or a way to /speak. */
export function NextRoomPage() {
  const { t, i18n } = useTranslation('speak-room');
  const session = useCurrentUser();
  const list = useDebates({ scope: 'mine', size: 10 }, session.isLoggedIn);
  if (session.isLoading || (session.isLoggedIn && list.isLoading)) return <LoadingState fullPage label={t('loading')} />;
  if (!session.isLoggedIn)
    return (
      <PageFrame narrow>
        <SignInPrompt order={1} title={t('title')} description={t('visitor')} />
      </PageFrame>
    );
  if (list.isError)
    return (
      <PageFrame narrow>
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      </PageFrame>
    );
  const now = Date.now();
  const next = (list.data?.items ?? [])
    .filter((d) => d.abilities.includes('enter_room') && d.debate_status !== 'canceled' && Date.parse(d.room_closes_at) > now)
    .sort((a, b) => Date.parse(a.room_opens_at) - Date.parse(b.room_opens_at))[0];
  if (next && next.room_link) return <Navigate to={next.room_link} replace />;
  return (
    <PageFrame narrow>
      {next ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('next.title')}
            </Title>
            <Text fw={700}>{next.title}</Text>
            <Text size="sm" c="dimmed">
              {t('next.opens', { time: eventTime(next.room_opens_at, i18n.language) })}
            </Text>
            <Button component={Link} to={`/debate/room/${next.id}`} style={{ alignSelf: 'flex-start' }}>
              {t('next.enter')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <EmptyState
          order={1}
          icon="compass"
          title={t('next.none')}
          description={t('next.noneBody')}
          actions={
            <Button component={Link} to="/speak">
              {t('next.browse')}
            </Button>
          }
        />
      )}
    </PageFrame>
  );
}

export const Component = NextRoomPage;
