import { Anchor, Badge, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMagazine, useMagazines } from '../api/list-magazines';
import { articlePath, issueTitle } from '../lib/names';
import { FREE_COLOR, LANG_ATTR } from '../lib/marks';

/** The newest published issue, and its free article in the learning language. */
export function CurrentIssue({ language }: { language: string }) {
  const { t, i18n } = useTranslation('reading');
  const list = useMagazines({ size: 1 });
  const current = list.data?.items[0] ?? null;
  const issue = useMagazine(current?.id ?? null);
  // While the issue loads, a placeholder of the same shape holds its place, so the list below does
  // not jump down when it arrives (Lighthouse counted that as layout shift).
  if (list.isLoading) return <IssuePlaceholder />;
  if (!current) return null;
  const free = issue.data?.articles.find((a) => a.is_free && a.language === language);
  const date = issueDate(current.issue_date, t);
  return (
    <Card withBorder radius="lg" padding="lg" mb="xl" className="lb-current-issue" component="section" aria-labelledby="current-issue-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <div>
          <Text size="sm" fw={600} c="teal.8" tt="uppercase">
            {t('issue.current', { number: current.number })} · {date}
          </Text>
          <Title order={2} size="h3" id="current-issue-title">
            {issueTitle(current, i18n.language)}
          </Title>
          <Text c="dimmed" size="sm">
            {t('issue.count', { count: current.article_count })}
          </Text>
        </div>
        {free ? (
          <Card withBorder radius="md" padding="sm" maw={360}>
            <Badge color={FREE_COLOR} mb={4}>
              {t('issue.freeThisIssue')}
            </Badge>
            <Text fw={600} lang={LANG_ATTR[free.language]}>
              <Anchor component={Link} to={articlePath(free)} inherit>
                {free.title}
              </Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {free.title_en}
            </Text>
          </Card>
        ) : (
          issue.isLoading && <FreeArticlePlaceholder />
        )}
      </Group>
    </Card>
  );
}

/**
 * "June 2026" from "2026-06-01", with the month names of the interface language. Not Intl: its
 * first date format loads the locale's data, ~65 ms of main thread on the first render of /read.
 */
function issueDate(isoDate: string, t: TFunction<'reading'>) {
  const [year, month] = isoDate.split('-').map(Number);
  const months = t('issue.months', { returnObjects: true }) as unknown as string[];
  return t('issue.date', { year, month: months[month - 1] ?? month });
}

const FreeArticlePlaceholder = () => <Skeleton w={300} maw="100%" h={92} radius="md" />;

function IssuePlaceholder() {
  return (
    <Card withBorder radius="lg" padding="lg" mb="xl" className="lb-current-issue" aria-hidden>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <div>
          <Skeleton h={14} w={180} my={3} />
          <Skeleton h={24} w={220} my={6} />
          <Skeleton h={14} w={90} my={3} />
        </div>
        <FreeArticlePlaceholder />
      </Group>
    </Card>
  );
}
