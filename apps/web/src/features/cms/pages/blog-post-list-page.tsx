import { EntryList } from '../components/entry-list';
import { useBlogSpec } from '../kinds';

/** /cms/blogPostList: every blog post, drafts and scheduled ones included. */
export function BlogPostListPage() {
  return <EntryList spec={useBlogSpec()} newPath="/cms/blogPostEdit" />;
}

export const Component = BlogPostListPage;
