import type { DebateSummary } from '@lingbridge/contracts/speak';
import { Badge } from '@mantine/core';
import { TYPE_COLORS, useSpeakLabels } from '../lib/labels';

/** The event's type (Mini Talk, Role Play, Debate). */
export function TypeTag({ type }: { type: DebateSummary['debate_type'] }) {
  const l = useSpeakLabels();
  return (
    <Badge color={TYPE_COLORS[type]} variant="light">
      {l.type(type)}
    </Badge>
  );
}

/** The state label of spec 02 §3 (Pending, Rejected, Upcoming, Live, Closed, Canceled). */
export function StatusTag({ debate }: { debate: Pick<DebateSummary, 'verify_status' | 'debate_status'> }) {
  const l = useSpeakLabels();
  return (
    <Badge color={l.statusColor(debate)} variant={debate.debate_status === 'onprogress' ? 'filled' : 'light'}>
      {l.status(debate)}
    </Badge>
  );
}
