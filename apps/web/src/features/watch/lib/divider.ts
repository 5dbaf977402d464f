import { PLAYER } from '@lingbridge/contracts/constants';

/** The video's share of the width in percent, kept between 40 and 80 (spec 01 §9). */
export function clampDivider(percent: number): number {
  if (!Number.isFinite(percent)) return PLAYER.dividerDefault;
  return Math.min(PLAYER.dividerMax, Math.max(PLAYER.dividerMin, percent));
}

/** The share for a pointer at `x` in a row that starts at `left` and is `width` wide. */
export function dividerFromPointer(x: number, left: number, width: number): number {
  if (width <= 0) return PLAYER.dividerDefault;
  return clampDivider(((x - left) / width) * 100);
}

/** Whether a pointer at `x` may grab the divider: within 10 px of the video's edge at `edgeX`. */
export const inGrabZone = (x: number, edgeX: number) => Math.abs(x - edgeX) <= PLAYER.dividerGrabPx;
