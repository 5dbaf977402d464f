import { PLAYER } from '@lingbridge/contracts/constants';

/** The next playback rate: 0.25 steps up to 2, then back to 0.25 (spec 01 §4, §9). */
export function nextSpeed(rate: number): number {
  const next = Math.round((rate + PLAYER.speedStep) / PLAYER.speedStep) * PLAYER.speedStep;
  return next > PLAYER.speedMax + 1e-9 ? PLAYER.speedMin : next;
}

/** "1×", "1.25×": the label of the speed button. */
export const speedLabel = (rate: number) => `${Number(rate.toFixed(2))}×`;
