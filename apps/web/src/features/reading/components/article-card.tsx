import type { ArticleSummary } from '@lingbridge/contracts/reading';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { articlePath } from '../lib/names';
import { FREE_COLOR, LANG_ATTR } from '../lib/marks';
import { useLabels } from '../lib/use-labels';

/** One article in a list: title in its language, English title, level, category, free or locked. */
export function ArticleCard({ article, newWords }: { article: ArticleSummary; newWords?: number }) {
  const { t } = useTranslation('reading');
  const labels = useLabels();
  return (
    <Card withBorder radius="md" padding="md" className="lb-article-card" component="article">
      <Stack gap={6}>
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color="teal">
            {labels.level(article.level)}
          </Badge>
          <Badge variant="outline" color="gray">
            {labels.category(article.category.name)}
          </Badge>
          {article.is_free ? (
            <Badge color={FREE_COLOR} variant="filled">
              {t('marks.free')}
            </Badge>
          ) : article.locked ? (
            <Badge color="orange" variant="light" leftSection={<Icon name="lock" size={12} />}>
              {t('marks.locked')}
            </Badge>
          ) : (
            <Badge color="violet" variant="light">
              {t('marks.pro')}
            </Badge>
          )}
          {newWords !== undefined && (
            <Badge color={newWords ? 'grape' : 'teal'} variant="light" data-testid="new-words">
              {newWords ? t('marks.newWords', { count: newWords }) : t('marks.noNewWords')}
            </Badge>
          )}
          {article.has_audio && (
            <Badge color="blue" variant="dot">
              {t('marks.audio')}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4" lang={LANG_ATTR[article.language]}>
          <Link to={articlePath(article)} className="lb-article-card__link">
            {article.title}
          </Link>
        </Title>
        {article.title_en && (
          <Text size="sm" c="dimmed">
            {article.title_en}
          </Text>
        )}
        {article.summary && (
          <Text size="sm" lineClamp={2} lang={LANG_ATTR[article.language]}>
            {article.summary}
          </Text>
        )}
        {article.status === 'draft' && <Badge color="gray">{t('marks.draft')}</Badge>}
      </Stack>
    </Card>
  );
}
