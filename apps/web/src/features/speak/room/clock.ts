import { useEffect, useState } from 'react';

/** The server's clock minus this browser's, from an answer carrying `server_now` fetched at `fetchedAt`. */
export const clockOffset = (serverNow: number, fetchedAt: number) => serverNow - fetchedAt;

const pad = (n: number) => String(n).padStart(2, '0');

/** "mm:ss" of a duration (never negative); "h:mm:ss" from an hour up (a room that opens later). */
export function mmss(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The server's "now", ticking every second: this browser's clock corrected by `offset`. */
export function useServerNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const t = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(t);
  }, [offset]);
  return now;
}
