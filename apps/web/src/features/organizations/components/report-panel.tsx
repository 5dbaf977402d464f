import type { Group as OrgGroup } from '@lingbridge/contracts/organizations';
import { Alert, Button, Group, Progress, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { downloadReportCsv, useGroupReport } from '../api/group-report';
import { orgErrorText } from '../lib/error-text';

const PERIODS = [7, 30, 90, 120] as const;
const DAY = 86_400_000;

/** The group report: a period, a chart of one figure per learner, the table of all figures, CSV. */
export function ReportPanel({ group }: { group: OrgGroup }) {
  const { t } = useTranslation('organizations');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  // The period ends at the start of the next hour, so the cache key holds for a while.
  const { from, to } = useMemo(() => {
    const end = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    return { from: new Date(end.getTime() - days * DAY).toISOString(), to: end.toISOString() };
  }, [days]);
  const ref = { orgId: group.org_id, groupId: group.id };
  const report = useGroupReport(ref, from, to);
  const [metric, setMetric] = useState('words_looked_up');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function csv() {
    setBusy(true);
    setFailure(null);
    try {
      await downloadReportCsv(ref, from, to, `${group.name}-${from.slice(0, 10)}-${to.slice(0, 10)}.csv`);
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  }

  const label = (key: string) => t(`report.metrics.${key}`, { defaultValue: key });
  let body;
  if (report.isPending) body = <LoadingState />;
  else if (report.isError) body = <ErrorState order={3} error={report.error} onRetry={() => void report.refetch()} />;
  else if (!report.data.learners.length) body = <EmptyState compact order={3} icon="chart" title={t('report.empty')} description={t('group.noLearners')} />;
  else {
    const r = report.data;
    const max = Math.max(1, ...r.learners.map((l) => l.figures[metric] ?? 0));
    const pct = metric.endsWith('_pct');
    body = (
      <Stack gap="md">
        <Select
          label={t('report.chartOf')}
          value={metric}
          onChange={(v) => v && setMetric(v)}
          allowDeselect={false}
          data={r.metrics.map((m) => ({ value: m.key, label: label(m.key) }))}
          w={260}
        />
        <Stack gap={6} aria-label={t('report.chartAria', { metric: label(metric) })} role="list">
          {r.learners.map((l) => {
            const v = l.figures[metric];
            return (
              <Group key={l.user_id} gap="sm" wrap="nowrap" role="listitem">
                <Text size="sm" w={120} truncate>
                  {l.nick_name}
                </Text>
                <Progress value={v === undefined ? 0 : pct ? v : (100 * v) / max} style={{ flex: 1 }} aria-hidden />
                <Text size="sm" w={48} ta="right">
                  {v === undefined ? '—' : pct ? `${v}%` : v}
                </Text>
              </Group>
            );
          })}
        </Stack>
        {/* Wider than a phone: the keyboard scrolls it too (a named region in the tab order). */}
        <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('report.table') }}>
          <Table striped fz="sm" miw={720} verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('member.name')}</Table.Th>
                {r.metrics.map((m) => (
                  <Table.Th key={m.key}>{label(m.key)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.learners.map((l) => (
                <Table.Tr key={l.user_id}>
                  <Table.Td fw={600}>{l.nick_name}</Table.Td>
                  {r.metrics.map((m) => (
                    <Table.Td key={m.key}>{l.figures[m.key] ?? '—'}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('report.group')}</Table.Td>
                {r.metrics.map((m) => (
                  <Table.Td key={m.key}>{r.totals[m.key] ?? '—'}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t('report.period')}
          value={String(days)}
          allowDeselect={false}
          onChange={(v) => v && setDays(Number(v) as (typeof PERIODS)[number])}
          data={PERIODS.map((d) => ({ value: String(d), label: t('report.lastDays', { count: d }) }))}
          w={200}
        />
        <Button variant="default" onClick={() => void csv()} loading={busy}>
          {t('report.csv')}
        </Button>
      </Group>
      {failure != null && (
        <Alert color="red" variant="light" role="alert">
          {orgErrorText(t, failure)}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
