import { POLLING } from '@lingbridge/contracts/constants';
import type { VideoStatus } from '@lingbridge/contracts/watch';
import { useEffect, useRef, useState } from 'react';
import { fakeProgress } from '../lib/progress';

/** The progress to show for a video's status, rising once every 1.5 s while it is pending. */
export function useFakeProgress(status: VideoStatus): number {
  const since = useRef<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  if (status === 'pending' && since.current === null) since.current = Date.now();
  if (status !== 'pending') since.current = null;
  useEffect(() => {
    if (status !== 'pending') return;
    const id = setInterval(() => setNow(Date.now()), POLLING.fakeProgressStepMs);
    return () => clearInterval(id);
  }, [status]);
  return fakeProgress(status, since.current === null ? 0 : now - since.current);
}
