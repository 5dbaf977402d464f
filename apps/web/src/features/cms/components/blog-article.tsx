import type { BlogPost } from '@lingbridge/contracts/cms';
import { Alert, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../cms.css';

const longDate = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(lng === 'zh' ? 'zh-CN' : lng === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long' }).format(new Date(iso));

/**
 * A blog post as readers see it: the public page and the editor's preview show the same thing. The
 * body is HTML the server sanitised with the allow-list when it was saved (decision 0111).
 */
export function BlogArticle({
  post,
  lang,
}: {
  post: Pick<BlogPost, 'title' | 'summary' | 'body' | 'author' | 'cover_url' | 'published_at' | 'lang'>;
  lang: string;
}) {
  const { t } = useTranslation('cms');
  return (
    <article className="blog-article" lang={post.lang === 'zh' ? 'zh-CN' : post.lang}>
      <Stack gap="md">
        {post.lang !== lang && (
          <Alert color="blue" variant="light" p="xs" lang={lang === 'zh' ? 'zh-CN' : lang}>
            {t('blog.otherLanguage', { language: t(`languages.${post.lang}`) })}
          </Alert>
        )}
        <Title order={1}>{post.title}</Title>
        <Text c="dimmed" size="sm">
          {[post.author, longDate(post.published_at, lang)].filter(Boolean).join(' · ')}
        </Text>
        {post.summary && (
          <Text size="lg" fw={500}>
            {post.summary}
          </Text>
        )}
        {post.cover_url && <Image src={post.cover_url} alt="" radius="md" w="100%" h="auto" fit="cover" style={{ aspectRatio: '16 / 9' }} />}
        <div className="blog-body" dangerouslySetInnerHTML={{ __html: post.body }} />
      </Stack>
    </article>
  );
}
