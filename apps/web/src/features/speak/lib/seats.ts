import type { DebateSummary } from '@lingbridge/contracts/speak';

/** Player and judge seats nobody holds yet. */
export const seatsLeft = (d: Pick<DebateSummary, 'seats_left'>) => d.seats_left.players + d.seats_left.judges;
