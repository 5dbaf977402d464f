import type { LearningReport } from '@lingbridge/contracts/learning';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { useReport } from '../api/get-report';
import { GoalCard } from '../components/goal-card';
import { NextSteps } from '../components/next-steps';
import { ReportCharts } from '../components/report-charts';
import '../learning.css';
import { MyAssignments } from '../../organizations/public/my-assignments';

function Stat({ label, value, detail, testId }: { label: string; value: string | number; detail?: string; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

function Figures({ r }: { r: LearningReport }) {
  const { t } = useTranslation('learning');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="section" aria-label={t('stats.label')}>
      <Stat
        testId="stat-reading"
        label={t('stats.readingWeek')}
        value={t('stats.minutes', { count: r.reading.minutes_week })}
        detail={t('stats.articles', { count: r.reading.articles_week })}
      />
      <Stat
        testId="stat-watching"
        label={t('stats.watchingWeek')}
        value={t('stats.minutes', { count: r.watching.minutes_week })}
        detail={t('stats.videos', { count: r.watching.videos_week })}
      />
      <Stat
        testId="stat-speaking"
        label={t('stats.speakingWeek')}
        value={t('stats.minutes', { count: r.speaking.minutes_week })}
        detail={t('stats.events', { count: r.speaking.events_week })}
      />
      <Stat
        testId="stat-words"
        label={t('stats.wordsKnown')}
        value={r.words.known}
        detail={t('stats.wordsDetail', { learning: r.words.learning, due: r.words.due })}
      />
      <Stat
        testId="stat-retention"
        label={t('stats.retention')}
        value={r.words.retention === null ? '—' : `${r.words.retention}%`}
        detail={t('stats.reviews', { count: r.words.reviews_week })}
      />
    </SimpleGrid>
  );
}

function Scores({ r }: { r: LearningReport }) {
  const { t } = useTranslation('learning');
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="scores-title">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4" id="scores-title">
          {t('scores.title')}
        </Title>
        <Button component={Link} to="/user/quiz" variant="subtle" size="compact-sm">
          {t('scores.all')}
        </Button>
      </Group>
      {r.scores.length ? (
        <Table.ScrollContainer minWidth={300}>
          <Table data-testid="scores">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('scores.level')}</Table.Th>
                <Table.Th scope="col">{t('scores.quizzes')}</Table.Th>
                <Table.Th scope="col">{t('scores.cloze')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.scores.map((s) => (
                <Table.Tr key={s.level}>
                  <Table.Th scope="row">{t(`levels.${s.level}`, { defaultValue: s.level })}</Table.Th>
                  <Table.Td>{s.quizzes ? t('scores.rate', { count: s.quizzes, rate: s.quiz_rate }) : '—'}</Table.Td>
                  <Table.Td>{s.cloze_tests ? t('scores.rate', { count: s.cloze_tests, rate: s.cloze_rate }) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t('scores.none')}
        </Text>
      )}
    </Paper>
  );
}

/** My Report (spec 02 §2): /user/center, /user/dashboard and /report show the same figures. */
export function ReportView() {
  const { t } = useTranslation('learning');
  const report = useReport();
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState title={t('loadFailed')} error={report.error} onRetry={() => void report.refetch()} />;
  const r = report.data;
  return (
    <Stack gap="lg">
      {!r.has_activity && (
        <EmptyState
          icon="chart"
          title={t('empty.title')}
          description={t('empty.body')}
          actions={
            <Group gap="sm" justify="center">
              <Button component={Link} to="/read">
                {t('empty.read')}
              </Button>
              <Button component={Link} to="/video" variant="default">
                {t('empty.watch')}
              </Button>
            </Group>
          }
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <NextSteps steps={r.next} />
        <GoalCard report={r} />
      </SimpleGrid>
      {r.has_activity && (
        <>
          <Figures r={r} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ReportCharts days={r.days} />
          </SimpleGrid>
          <Scores r={r} />
          <Text size="sm" c="dimmed">
            {t('totals', {
              minutes: t('totalParts.minutes', { count: r.reading.minutes_total }),
              articles: t('totalParts.articles', { count: r.reading.articles_total }),
              videos: t('totalParts.videos', { count: r.watching.videos_total }),
              saved: t('totalParts.saved', { count: r.words.saved }),
            })}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** /user/center and /user/dashboard, inside the learner dashboard. */
export function Component() {
  const { t } = useTranslation('learning');
  return (
    <>
      <PageTitle title={t('title')} description={t('lead')} />
      <Stack gap="lg">
        <MyAssignments joinLink />
        <ReportView />
      </Stack>
    </>
  );
}

/** /report, in the public layout: the same report, or a sign-in prompt for a visitor. */
export function PublicReport() {
  const { t } = useTranslation('learning');
  const { isLoggedIn, isLoading } = useCurrentUser();
  return (
    <PageFrame>
      <PageTitle title={t('title')} description={t('lead')} />
      {isLoading ? <LoadingState /> : isLoggedIn ? <ReportView /> : <SignInPrompt title={t('signIn.title')} description={t('signIn.body')} />}
    </PageFrame>
  );
}
