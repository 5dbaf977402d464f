import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useMyAssignments } from '../api/assignments';

const linkOf = (kind: 'article' | 'video', id: number) => (kind === 'article' ? `/article/${id}` : `/videoplayer?v=${id}`);

/**
 * A learner's assignments from their classes, soonest due first, with what is done; without any, a
 * line offering to join a class with its code (`joinLink`).
 */
export function MyAssignments({ joinLink = false }: { joinLink?: boolean }) {
  const { t, i18n } = useTranslation('organizations');
  const list = useMyAssignments();
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState order={2} error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data.length)
    return joinLink ? (
      <Text size="sm" c="dimmed">
        {t('join.haveCode')}{' '}
        <Anchor component={Link} to="/organization/join" underline="always">
          {t('join.title')}
        </Anchor>
      </Text>
    ) : null;
  const now = Date.now();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="my-assignments">
      <Title order={2} size="h3" id="my-assignments" mb="sm">
        {t('assign.mine')}
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.map((a) => (
          <Group key={a.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={linkOf(a.kind, a.resource_id)} fw={600} truncate>
                {a.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {a.group} · {t(`assign.kind.${a.kind}`)} ·{' '}
                {t('assign.dueOn', { date: new Date(a.due_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) })}
              </Text>
            </Stack>
            {a.done ? (
              <Badge color="teal">{t('assign.done')}</Badge>
            ) : new Date(a.due_at).getTime() < now ? (
              <Badge color="red">{t('assign.late')}</Badge>
            ) : (
              <Badge color="gray" variant="light">
                {t('assign.todo')}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
