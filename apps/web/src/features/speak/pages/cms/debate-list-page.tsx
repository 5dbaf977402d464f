import { Anchor, Button, Card, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { useDebates } from '../../api/list-debates';
import { TypeTag } from '../../components/type-tag';
import { VerifyPanel } from '../../components/verify-panel';
import { useSpeakLabels } from '../../lib/labels';

const FILTERS = ['not_verified', 'success', 'fail', 'all'] as const;

/** /cms/debateList: events to verify (GET /debate?verify_status=…), approve or reject with a reason. */
export function CmsDebateListPage() {
  const l = useSpeakLabels();
  const { t } = l;
  const [search, setSearch] = useSearchParams();
  const filter = (FILTERS as readonly string[]).includes(search.get('verify') ?? '') ? (search.get('verify') as (typeof FILTERS)[number]) : 'not_verified';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useDebates({ scope: 'all', page, size: 20, verify_status: filter === 'all' ? undefined : filter });
  return (
    <>
      <PageTitle eyebrow={t('cms.eyebrow')} title={t('cms.title')} description={t('cms.lead')} />
      <Tabs value={filter} onChange={(v) => setSearch(!v || v === 'not_verified' ? {} : { verify: v })} mb="md">
        <Tabs.List aria-label={t('cms.filter')}>
          {FILTERS.map((f) => (
            <Tabs.Tab key={f} value={f}>
              {f === 'all' ? t('cms.all') : t(`cms.verify.${f}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState title={t('errors.listFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data?.items.length ? (
        <EmptyState icon="check" title={t('cms.empty')} />
      ) : (
        <Stack gap="sm">
          {list.data.items.map((d) => (
            <Card key={d.id} withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
                <Stack gap={4} maw={520}>
                  <Group gap={6}>
                    <TypeTag type={d.debate_type} />
                    <Text size="xs" c="dimmed">
                      {l.language(d.language)} · {l.level(d.level)}
                    </Text>
                  </Group>
                  <Anchor component={Link} to={`/cms/debateEdit/${d.id}`} fw={600}>
                    {d.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('detail.by', { name: d.initiator.nick_name })} · {l.time(d.start_time)}
                  </Text>
                </Stack>
                <Stack gap="xs">
                  <VerifyPanel debate={d} compact />
                  <Button component={Link} to={`/cms/debateEdit/${d.id}`} size="xs" variant="default">
                    {t('actions.edit')}
                  </Button>
                </Stack>
              </Group>
            </Card>
          ))}
          {list.data.pages > 1 && (
            <Pagination
              mt="md"
              total={list.data.pages}
              value={page}
              onChange={(p) => {
                const next = new URLSearchParams(search);
                next.set('page', String(p));
                setSearch(next);
              }}
              getControlProps={(c) => ({ 'aria-label': t(`list.pager.${c}`) })}
            />
          )}
        </Stack>
      )}
    </>
  );
}

export const Component = CmsDebateListPage;
