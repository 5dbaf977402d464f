import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../../components/ui/client-only';
import i18n from '../../../lib/i18n';

// The recorder's code and strings load only once the reader is idle: the article's first paint and
// the main bundle do not carry MediaRecorder, the dialog or the pitch view.
const Panel = lazy(async () => {
  const [m] = await Promise.all([import('../components/recorder-panel'), i18n.loadNamespaces(['recordings'])]);
  return m;
});

/** Recordings' public surface for Read: the recorder on the article page (02 §2). */
export function ArticleRecorder({ article }: { article: ArticleDetail }) {
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <Panel article={article} />
      </Suspense>
    </ClientOnly>
  );
}
