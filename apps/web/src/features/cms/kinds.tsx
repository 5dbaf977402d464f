import type { EntrySource } from '@lingbridge/contracts/cms';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { useTranslation } from 'react-i18next';
import { BlogArticle } from './components/blog-article';
import type { KindSpec } from './components/entry-editor';
import { imageOf, versionFor } from './lib/versions';

/** The editor's preview of a blog post: the saved draft as the public page will show it to a reader of the tab's language. */
function BlogPreview({ source, lang }: { source: EntrySource; lang: SiteLanguageCode }) {
  const { code, version } = versionFor(source.draft, lang);
  return (
    <BlogArticle
      post={{
        ...version,
        summary: version.summary ?? '',
        body: version.body ?? '',
        author: source.draft.author ?? '',
        cover_url: imageOf(source.draft.cover_file_id),
        published_at: source.published_at ?? source.publish_at ?? new Date().toISOString(),
        lang: code,
      }}
      lang={lang}
    />
  );
}

/** The kinds of the CMS on the editing pattern; each page asks for its spec with its strings. */
export function useBlogSpec(): KindSpec {
  const { t } = useTranslation('cms');
  return {
    kind: 'blog',
    listPath: '/cms/blogPostList',
    editPath: (id) => `/cms/blogPostEdit/${id}`,
    titles: { create: t('blog.new'), edit: t('blog.edit'), list: t('blog.posts') },
    body: true,
    cover: true,
    Preview: BlogPreview,
  };
}

export function useTestimonialSpec(): KindSpec {
  const { t } = useTranslation('cms');
  return {
    kind: 'testimonial',
    listPath: '/cms/testimonialList',
    editPath: (id) => `/cms/testimonialEdit/${id}`,
    titles: { create: t('testimonials.new'), edit: t('testimonials.edit'), list: t('testimonials.list') },
    body: false,
    cover: false,
    labels: { title: t('testimonials.name'), summary: t('testimonials.quote') },
    extra: [{ key: 'role', label: t('testimonials.role') }],
  };
}
