import { ACTIVITY_FEATURES, PERIODS, type AdminActivity } from '@lingbridge/contracts/learning';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { downloadActivityCsv, useAdminActivity, type ActivityFilter } from '../api/admin-activity';
import { DayChart } from '../components/day-chart';
import { ErrorText } from '../components/error-text';
import { SectionTable } from '../components/section-table';
import { shortDay, todayHere } from '../lib/days';
import '../learning.css';

function Body({ data }: { data: AdminActivity }) {
  const { t, i18n } = useTranslation('learning');
  const labelOf = useMemo(() => (d: string) => shortDay(d, i18n.language), [i18n.language]);
  const days = useMemo(() => data.days.map((d) => d.day), [data.days]);
  const series = useMemo(() => [{ label: t('activity.learners'), values: data.days.map((d) => d.learners), color: '#0c8599' }], [data.days, t]);
  const periods = PERIODS.map((p) => data.periods.find((x) => x.period === p) ?? { period: p, minutes: 0, visits: 0 });
  const none = (
    <Text size="sm" c="dimmed">
      {t('activity.none')}
    </Text>
  );
  if (!data.days.length) return <EmptyState icon="chart" title={t('activity.emptyTitle')} description={t('activity.emptyBody')} />;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="learners-title">
        <Title order={2} size="h4" id="learners-title">
          {t('activity.perDay')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('activity.perDaySummary', {
            max: t('activity.perDaySummaryParts.max', { count: Math.max(0, ...data.days.map((d) => d.learners)) }),
            days: t('activity.perDaySummaryParts.days', { count: data.days.length }),
          })}
        </Text>
        <DayChart days={days} series={series} labelOf={labelOf} />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionTable
          empty={none}
          testId="activity-days"
          title={t('activity.perDayTable')}
          head={[t('activity.day'), t('activity.learners'), t('activity.minutes')]}
          rows={data.days.map((d) => [labelOf(d.day), d.learners, d.minutes])}
        />
        <SectionTable
          empty={none}
          title={t('activity.perWeek')}
          head={[t('activity.week'), t('activity.learners')]}
          rows={data.weeks.map((w) => [t('activity.weekOf', { day: labelOf(w.week) }), w.learners])}
        />
        <SectionTable
          empty={none}
          testId="activity-features"
          title={t('activity.perFeature')}
          head={[t('activity.feature'), t('activity.minutes'), t('activity.visits'), t('activity.clicks')]}
          rows={data.features.map((f) => [t(`activity.features.${f.feature}`), f.minutes, f.visits, f.clicks])}
        />
        <SectionTable
          empty={none}
          title={t('activity.perPeriod')}
          head={[t('activity.period'), t('activity.minutes'), t('activity.visits')]}
          rows={periods.map((p) => [t(`activity.periods.${p.period}`), p.minutes, p.visits])}
        />
        <SectionTable
          empty={none}
          testId="activity-articles"
          title={t('activity.topArticles')}
          head={[t('activity.title'), t('activity.readers'), t('activity.minutes')]}
          rows={data.articles.map((a) => [a.title, a.readers, a.minutes])}
        />
        <SectionTable
          empty={none}
          title={t('activity.topVideos')}
          head={[t('activity.title'), t('activity.viewers'), t('activity.minutes')]}
          rows={data.videos.map((v) => [v.title, v.viewers, v.minutes])}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** /cms/userActivity: active learners per day and week, time per feature and period, top content, CSV. */
export function Component() {
  const { t } = useTranslation('learning');
  const [filter, setFilter] = useState<ActivityFilter>({ from: todayHere(-29), to: todayHere(), feature: '' });
  const activity = useAdminActivity(filter);
  const [csvError, setCsvError] = useState<unknown>(null);
  const [csvBusy, setCsvBusy] = useState(false);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(filter.from) && /^\d{4}-\d{2}-\d{2}$/.test(filter.to);

  return (
    <>
      <PageTitle
        title={t('activity.heading')}
        description={t('activity.lead')}
        actions={
          <Button
            variant="default"
            loading={csvBusy}
            disabled={!valid}
            onClick={() => {
              setCsvBusy(true);
              setCsvError(null);
              downloadActivityCsv(filter)
                .catch(setCsvError)
                .finally(() => setCsvBusy(false));
            }}
          >
            {t('activity.csv')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" mb="md" wrap="wrap" role="group" aria-label={t('activity.filters')}>
        <TextInput type="date" label={t('activity.from')} value={filter.from} onChange={(e) => setFilter({ ...filter, from: e.currentTarget.value })} />
        <TextInput type="date" label={t('activity.to')} value={filter.to} onChange={(e) => setFilter({ ...filter, to: e.currentTarget.value })} />
        <Select
          label={t('activity.feature')}
          value={filter.feature}
          onChange={(v) => setFilter({ ...filter, feature: v ?? '' })}
          data={[{ value: '', label: t('activity.allFeatures') }, ...ACTIVITY_FEATURES.map((f) => ({ value: f, label: t(`activity.features.${f}`) }))]}
          allowDeselect={false}
        />
      </Group>
      {csvError ? <ErrorText error={csvError} /> : null}
      {activity.isPending ? (
        <LoadingState />
      ) : activity.isError ? (
        <ErrorState title={t('activity.loadFailed')} error={activity.error} onRetry={() => void activity.refetch()} />
      ) : (
        <Body data={activity.data} />
      )}
    </>
  );
}
