import { EntryEditor, useEditorKey } from '../components/entry-editor';
import { useBlogSpec } from '../kinds';

/** /cms/blogPostEdit and /cms/blogPostEdit/{id}: write a post in any interface language; autosaved; publish or schedule. */
export function BlogPostEditPage() {
  const spec = useBlogSpec();
  return <EntryEditor key={useEditorKey()} spec={spec} />;
}

export const Component = BlogPostEditPage;
