import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { ApiError } from '../../../lib/api-client';
import { feedUrl, useBlogPost } from '../api/blog';
import { BlogArticle } from '../components/blog-article';
import { pageLanguage } from '../prefetch';

/** /blog/{id}: one post, in the reader's interface language where it is written in it. */
export function BlogPostPage() {
  const { t, i18n } = useTranslation('cms');
  const id = Number(useParams().id) || 0;
  const lang = pageLanguage();
  const post = useBlogPost(id, lang);
  const missing = !id || (post.error instanceof ApiError && post.error.status === 404);
  return (
    <PageFrame narrow>
      {missing ? (
        <EmptyState
          title={t('blog.missing')}
          actions={
            <Anchor component={Link} to="/blog">
              {t('blog.all')}
            </Anchor>
          }
        />
      ) : post.isError ? (
        <ErrorState error={post.error} />
      ) : !post.data ? (
        <LoadingState />
      ) : (
        <>
          <BlogArticle post={post.data} lang={i18n.language} />
          <Group justify="space-between" mt="xl" className="blog-article">
            <Anchor component={Link} to="/blog">
              ← {t('blog.all')}
            </Anchor>
            <Anchor href={feedUrl(lang)}>{t('blog.feed')}</Anchor>
          </Group>
        </>
      )}
    </PageFrame>
  );
}

export const Component = BlogPostPage;
