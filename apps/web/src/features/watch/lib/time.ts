/** 75.4 → "1:15", 3725 → "1:02:05": the player's clock. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The time for a pointer at `x` over a bar that starts at `left` and is `width` wide (click or drag). */
export function timeFromPointer(x: number, left: number, width: number, duration: number): number {
  if (width <= 0 || !Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(duration, Math.max(0, ((x - left) / width) * duration));
}
