import type { ArchiveKind, ArchivedItem } from '@lingbridge/contracts/learning';
import { Anchor, Badge, Button, Center, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/error-text';
import { dateTime } from '../../../lib/dates';
import { useArchived, useToggleArchive } from '../api/archive';

const KINDS = ['all', 'article', 'video', 'word'] as const;
const linkOf = (i: ArchivedItem) => (i.kind === 'article' ? `/article/${i.id}` : i.kind === 'video' ? `/videoplayer?v=${i.id}` : null);

/** /user/archived (spec 01 §2): articles, videos and words I archived, restorable (decision 0105). */
export function Component() {
  const { t, i18n } = useTranslation(['archive', 'learning']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const shown = (KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as (typeof KINDS)[number]) : 'all';
  const kind = shown === 'all' ? undefined : (shown as ArchiveKind);
  const list = useArchived(kind, page);
  const toggle = useToggleArchive();
  const set = (k: string, p = 1) => setParams({ ...(k !== 'all' ? { kind: k } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  const restore = (i: ArchivedItem) =>
    toggle.mutate(
      { kind: i.kind, id: i.id, archive: false },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('restoredTo', { context: i.kind }) }),
        onError: (e) => notifications.show({ color: 'red', message: errorText(e, t) }),
      },
    );

  let body;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length)
    body = (
      <EmptyState
        icon="book"
        title={t(`empty.${shown}`)}
        description={t('emptyBody')}
        actions={
          <Group gap="sm" justify="center">
            <Button component={Link} to="/user/vocabulary/notebook">
              {t('toNotebook')}
            </Button>
            <Button component={Link} to="/user/saved/videolist" variant="default">
              {t('toVideos')}
            </Button>
          </Group>
        }
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {list.data.items.map((i) => {
            const to = linkOf(i);
            return (
              <Paper key={`${i.kind}-${i.id}`} component="li" withBorder radius="md" p="sm" data-testid="archived-item">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Badge variant="light">{t(`kind.${i.kind}`)}</Badge>
                      <Text size="xs" c="dimmed">
                        {t('archivedOn', { date: dateTime(i.archived_at, i18n.language) })}
                      </Text>
                    </Group>
                    <Text fw={600} lineClamp={2} lang={i.language === 'Simplified_Chinese' ? 'zh-CN' : i.language === 'Spanish' ? 'es' : undefined}>
                      {to ? (
                        <Anchor component={Link} to={to}>
                          {i.title || t('untitled')}
                        </Anchor>
                      ) : (
                        i.title
                      )}
                    </Text>
                    {i.detail && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {i.kind === 'word' ? i.detail : t(`levels.${i.detail}`, { ns: 'learning', defaultValue: i.detail })}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    loading={toggle.isPending && toggle.variables?.id === i.id && toggle.variables.kind === i.kind}
                    onClick={() => restore(i)}
                    aria-label={t('restoreThis', { title: i.title })}
                  >
                    {t('restore')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
        {list.data.pages > 1 && (
          <Center>
            <Pagination total={list.data.pages} value={page} onChange={(p) => set(shown, p)} />
          </Center>
        )}
      </Stack>
    );

  return (
    <>
      <PageTitle title={t('title')} description={t('lead')} />
      <SegmentedControl
        mb="md"
        value={shown}
        onChange={(v) => set(v)}
        aria-label={t('filter')}
        data={KINDS.map((k) => ({ value: k, label: t(`show.${k}`) }))}
      />
      {body}
    </>
  );
}
