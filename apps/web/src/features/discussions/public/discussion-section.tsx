import type { DiscussionKind } from '@lingbridge/contracts/discussions';
import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../../components/ui/client-only';
import { QuietBoundary } from '../../../components/ui/quiet-boundary';

const Panel = lazy(() => import('../components/discussion-panel').then((m) => ({ default: m.DiscussionPanel })));

/**
 * The questions and answers under an article or a video, for Read and Watch (decision 0106). Its
 * code and strings load in the browser once the page is idle: never in the server's HTML, never
 * holding up the page itself.
 */
export function DiscussionSection({ kind, refId, lang }: { kind: DiscussionKind; refId: number; lang?: string }) {
  return (
    <ClientOnly>
      <QuietBoundary>
        <Suspense fallback={null}>
          <Panel kind={kind} refId={refId} lang={lang} />
        </Suspense>
      </QuietBoundary>
    </ClientOnly>
  );
}
