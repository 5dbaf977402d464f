import { Anchor, Card, Image, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { feedUrl, useBlogList } from '../api/blog';
import { pageLanguage } from '../prefetch';
import '../cms.css';

const shortDate = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(lng === 'zh' ? 'zh-CN' : lng === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'medium' }).format(new Date(iso));

/** /blog: published posts, newest first, in the reader's interface language. */
export function BlogPage() {
  const { t } = useTranslation('cms');
  const lang = pageLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBlogList(page, lang);
  return (
    <PageFrame>
      <PageTitle title={t('blog.title')} description={t('blog.lead')} actions={<Anchor href={feedUrl(lang)}>{t('blog.feed')}</Anchor>} />
      {list.isError ? (
        <ErrorState error={list.error} />
      ) : !list.data ? (
        <LoadingState />
      ) : !list.data.items.length ? (
        <EmptyState title={t('blog.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.data.items.map((p) => (
            <Card key={p.id} withBorder radius="md" padding="md" component="article" lang={p.lang === 'zh' ? 'zh-CN' : p.lang}>
              {p.cover_url && (
                <Card.Section>
                  <Image src={p.cover_url} alt="" className="blog-card-cover" loading="lazy" />
                </Card.Section>
              )}
              <Stack gap={6} mt="sm">
                <Title order={2} size="h4">
                  <Anchor component={Link} to={`/blog/${p.id}`} c="inherit">
                    {p.title}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {[p.author, shortDate(p.published_at, lang)].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm" lineClamp={3}>
                  {p.summary}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {(list.data?.pages ?? 1) > 1 && (
        <Pagination mt="xl" total={list.data!.pages} value={page} onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} getItemProps={() => ({})} />
      )}
    </PageFrame>
  );
}

export const Component = BlogPage;
