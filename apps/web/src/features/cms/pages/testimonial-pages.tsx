import { EntryEditor, useEditorKey } from '../components/entry-editor';
import { EntryList } from '../components/entry-list';
import { useTestimonialSpec } from '../kinds';

/** /cms/testimonialList: testimonials shown on the home page. */
export function TestimonialListPage() {
  return <EntryList spec={useTestimonialSpec()} newPath="/cms/testimonialEdit" />;
}

/** /cms/testimonialEdit and /cms/testimonialEdit/{id}. */
export function TestimonialEditPage() {
  const spec = useTestimonialSpec();
  return <EntryEditor key={useEditorKey()} spec={spec} />;
}
