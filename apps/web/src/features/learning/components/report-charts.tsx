import type { ReportDay } from '@lingbridge/contracts/learning';
import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../lib/days';
import { DayChart } from './day-chart';

const COLORS = { a: '#0c8599', b: '#f08c00' };

function Legend({ items }: { items: { label: string; color: string }[] }) {
  return (
    <Group gap="md" aria-hidden>
      {items.map((i) => (
        <Text key={i.label} size="sm" c="dimmed">
          <span className="lb-legend-dot" style={{ background: i.color }} />
          {i.label}
        </Text>
      ))}
    </Group>
  );
}

/**
 * A chart of two figures per day over the last two weeks, with the same numbers as a table for
 * screen readers and anyone who prefers them ("Show the numbers").
 */
function TwoSeries({
  id,
  title,
  days,
  a,
  b,
}: {
  id: string;
  title: string;
  days: ReportDay[];
  a: { label: string; of: (d: ReportDay) => number };
  b: { label: string; of: (d: ReportDay) => number };
}) {
  const { t, i18n } = useTranslation('learning');
  const labels = useMemo(() => days.map((d) => d.day), [days]);
  const series = useMemo(
    () => [
      { label: a.label, values: days.map(a.of), color: COLORS.a },
      { label: b.label, values: days.map(b.of), color: COLORS.b },
    ],
    [days, a, b],
  );
  const labelOf = useCallback((d: string) => shortDay(d, i18n.language), [i18n.language]);
  const sumA = series[0]!.values.reduce((s, v) => s + v, 0);
  const sumB = series[1]!.values.reduce((s, v) => s + v, 0);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('charts.summary', { a: a.label, sumA, b: b.label, sumB, days: days.length })}
      </Text>
      <Legend items={series} />
      <DayChart days={labels} series={series} labelOf={labelOf} />
      <details className="lb-chart-numbers">
        <summary>{t('charts.showNumbers')}</summary>
        <Table.ScrollContainer minWidth={280}>
          <Table striped>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('charts.day')}</Table.Th>
                <Table.Th scope="col">{a.label}</Table.Th>
                <Table.Th scope="col">{b.label}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Th scope="row">{labelOf(d.day)}</Table.Th>
                  <Table.Td>{a.of(d)}</Table.Td>
                  <Table.Td>{b.of(d)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </Paper>
  );
}

const reading = (d: ReportDay) => d.reading_minutes;
const watching = (d: ReportDay) => d.watching_minutes;
const reviewed = (d: ReportDay) => d.words_reviewed;
const saved = (d: ReportDay) => d.words_saved;

/** Minutes read and watched, and words reviewed and saved, per day over the last 14 days. */
export function ReportCharts({ days }: { days: ReportDay[] }) {
  const { t } = useTranslation('learning');
  const last = useMemo(() => days.slice(-14), [days]);
  const time = useMemo(() => ({ a: { label: t('charts.reading'), of: reading }, b: { label: t('charts.watching'), of: watching } }), [t]);
  const words = useMemo(() => ({ a: { label: t('charts.reviewed'), of: reviewed }, b: { label: t('charts.saved'), of: saved } }), [t]);
  return (
    <>
      <TwoSeries id="chart-time" title={t('charts.timeTitle')} days={last} a={time.a} b={time.b} />
      <TwoSeries id="chart-words" title={t('charts.wordsTitle')} days={last} a={words.a} b={words.b} />
    </>
  );
}
