import { POLLING } from '@lingbridge/contracts/constants';
import type { VideoStatus } from '@lingbridge/contracts/watch';

/** Where the fake progress of a pending video starts (spec 01 §4: "about 50"). */
export const PENDING_START = 50;

/**
 * The progress shown for a video (spec 01 §4): not_started 0; pending about 50, then +1 every
 * 1.5 s up to 99; success 100. A failed video shows where it stopped (0 here; the UI says Fail!).
 */
export function fakeProgress(status: VideoStatus, pendingForMs: number): number {
  if (status === 'success') return 100;
  if (status !== 'pending') return 0;
  const steps = Math.floor(Math.max(0, pendingForMs) / POLLING.fakeProgressStepMs);
  return Math.min(POLLING.fakeProgressCap, PENDING_START + steps);
}

/** Whether a video is still being worked on, so its status is re-read every 10 s. */
export const isProcessing = (status: VideoStatus) => status === 'not_started' || status === 'pending';
