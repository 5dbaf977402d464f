import type { MyDiscussion } from '@lingbridge/contracts/discussions';
import { Anchor, Badge, Button, Center, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useModal } from '../../../components/ui/modal/use-modal';
import { PageTitle } from '../../../components/ui/page-title';
import { dateTime } from '../../../lib/dates';
import { useDeleteDiscussion } from '../api/delete-discussion';
import { useMyDiscussions, type MineRole } from '../api/my-discussions';

const where = (d: Pick<MyDiscussion, 'kind' | 'ref'>) => (d.kind === 'article' ? `/article/${d.ref}#discussion` : `/videoplayer?v=${d.ref}#discussion`);

/** /user/discussion (spec 02 §2): my questions and answers, with the delete-discussion modal (decision 0106). */
export function Component() {
  const { t, i18n } = useTranslation('discussions');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const role = (['question', 'answer'].includes(params.get('show') ?? '') ? params.get('show') : 'all') as MineRole;
  const list = useMyDiscussions(role, page);
  const remove = useDeleteDiscussion();
  const modal = useModal();
  const set = (show: string, p = 1) => setParams({ ...(show !== 'all' ? { show } : {}), ...(p > 1 ? { page: String(p) } : {}) });

  let body;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length)
    body = (
      <EmptyState
        icon="message"
        title={t(`mine.empty.${role}`)}
        description={t('mine.emptyBody')}
        actions={
          <Group gap="sm" justify="center">
            <Button component={Link} to="/read">
              {t('mine.toRead')}
            </Button>
            <Button component={Link} to="/videoplayer" variant="default">
              {t('mine.toWatch')}
            </Button>
          </Group>
        }
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('mine.listLabel')}>
          {list.data.items.map((d) => (
            <Paper key={d.id} component="li" withBorder radius="md" p="sm" data-testid="my-discussion">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Badge variant="light" color={d.role === 'question' ? 'blue' : 'teal'}>
                      {t(`mine.role.${d.role}`)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {dateTime(d.created_at, i18n.language)}
                    </Text>
                  </Group>
                  <Text size="sm">
                    {t(`mine.under.${d.kind}`)}{' '}
                    <Anchor component={Link} to={where(d)} underline="always">
                      {d.title || t('mine.untitled')}
                    </Anchor>
                  </Text>
                  {d.question && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {t('mine.inReplyTo', { question: d.question })}
                    </Text>
                  )}
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{d.body}</Text>
                  {d.role === 'question' && (
                    <Text size="sm" c="dimmed">
                      {t('answers', { count: d.answers })}
                    </Text>
                  )}
                </Stack>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  data-testid="delete-discussion"
                  onClick={() => void modal.open('delete-discussion', { onConfirm: () => remove.mutateAsync(d.id) })}
                >
                  {t('delete')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
        {list.data.pages > 1 && (
          <Center>
            <Pagination total={list.data.pages} value={page} onChange={(p) => set(role, p)} />
          </Center>
        )}
      </Stack>
    );

  return (
    <>
      <PageTitle title={t('mine.title')} description={t('mine.lead')} />
      <SegmentedControl
        mb="md"
        value={role}
        onChange={(v) => set(v)}
        aria-label={t('mine.filter')}
        data={(['all', 'question', 'answer'] as const).map((r) => ({ value: r, label: t(`mine.show.${r}`) }))}
      />
      {body}
    </>
  );
}
