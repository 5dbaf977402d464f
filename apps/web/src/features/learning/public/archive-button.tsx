import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { ClientOnly } from '../../../components/ui/client-only';
import { QuietBoundary } from '../../../components/ui/quiet-boundary';
import type { ArchiveToggleProps } from '../components/archive-toggle';

const Toggle = lazy(() => import('../components/archive-toggle').then((m) => ({ default: m.ArchiveToggle })));

/**
 * "Archive" / "Restore" for an article (its page), a video (the player) or a notebook word, for a
 * signed-in learner (decision 0105). Loaded in the browser once the page is idle, with its strings.
 */
export function ArchiveButton(props: ArchiveToggleProps) {
  const { isLoggedIn } = useCurrentUser();
  if (!isLoggedIn) return null;
  return (
    <ClientOnly>
      <QuietBoundary>
        <Suspense fallback={null}>
          <Toggle {...props} />
        </Suspense>
      </QuietBoundary>
    </ClientOnly>
  );
}
