import type { Dashboard } from '@lingbridge/contracts/cms';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useDashboard } from '../api/admin';
import { ContactMessages } from '../components/contact-messages';

/** Where each waiting thing is handled. */
const TODO_LINKS: Record<keyof Dashboard['todo'], string> = {
  events_to_verify: '/cms/debatelist',
  quotes_to_answer: '/cms/orderlist',
  messages_to_answer: '#messages',
  failed_videos: '/cms/videoCategory',
  scheduled_posts: '/cms/blogPostList',
  materials_to_review: '/cms/materialList',
};

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xl" fw={700} data-testid="figure">
        {value}
      </Text>
      {to ? (
        to.startsWith('#') ? (
          <Anchor href={to}>{label}</Anchor>
        ) : (
          <Anchor component={Link} to={to}>
            {label}
          </Anchor>
        )
      ) : (
        <Text>{label}</Text>
      )}
    </Paper>
  );
}

/** /cms/index: what needs an admin now, and the last seven days in figures; the contact messages below. */
export function DashboardPage() {
  const { t } = useTranslation('cms');
  const d = useDashboard();
  return (
    <>
      <PageTitle title={t('dashboard.title')} description={t('dashboard.lead')} />
      {d.isError ? (
        <ErrorState error={d.error} />
      ) : !d.data ? (
        <LoadingState />
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="todo-title">
            <Title order={2} size="h3" id="todo-title" mb="sm">
              {t('dashboard.todo')}
            </Title>
            {/* Six tasks: two rows of three (or three of two), never five and one left alone. */}
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              {(Object.keys(d.data.todo) as (keyof Dashboard['todo'])[]).map((k) => (
                <Figure key={k} label={t(`dashboard.todos.${k}`)} value={d.data.todo[k]} to={TODO_LINKS[k]} />
              ))}
            </SimpleGrid>
          </section>
          <section aria-labelledby="week-title">
            <Title order={2} size="h3" id="week-title" mb="sm">
              {t('dashboard.week')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
              {(Object.keys(d.data.week) as (keyof Dashboard['week'])[]).map((k) => (
                <Figure key={k} label={t(`dashboard.weeks.${k}`)} value={d.data.week[k]} />
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      )}
      <ContactMessages />
    </>
  );
}

export const Component = DashboardPage;
