import { ACTIVITY_BATCH_MAX, DAY_SECONDS, periodOf, type ActivityFeature, type Period } from '@lingbridge/contracts/learning-periods';
import type { NamedPage } from './pages';

/**
 * The activity tracker of spec 01 §3/§4, as pure functions over a JSON state kept in local storage
 * (decision 0095): per named page visitCount, totalTime (ms) and lastEntryTime; a click count per
 * feature; time-of-day entries with timestamp and period. A visit counts on entering, the elapsed
 * time on leaving; a hidden tab's time does not count. `pending` holds the lines not sent yet.
 */
export interface TrackerState {
  pages: Record<string, { visitCount: number; totalTime: number; lastEntryTime: number }>;
  clicks: Partial<Record<ActivityFeature, number>>;
  timeOfDay: { timestamp: number; period: Period }[];
  pending: Record<string, PendingLine>;
  current: { page: NamedPage; enteredAt: number; visibleSince: number | null } | null;
}

export interface PendingLine {
  day: string;
  period: Period;
  page: string;
  ref: string;
  feature: ActivityFeature;
  visits: number;
  seconds: number;
  clicks: number;
  /** Milliseconds not yet a whole second, carried to the next slice. */
  ms: number;
}

/** Time-of-day entries kept (the newest). */
export const TIME_OF_DAY_KEPT = 200;
/**
 * A slice of visible time longer than this is a sleeping device (no visibility change, no
 * checkpoint): it counts as this much at most. The tracker checkpoints every 30 seconds.
 */
export const MAX_SLICE_MS = 5 * 60_000;

export const emptyState = (): TrackerState => ({ pages: {}, clicks: {}, timeOfDay: [], pending: {}, current: null });

const pad = (n: number) => String(n).padStart(2, '0');
/** The learner's local day of a time. */
export const localDayOf = (t: number) => {
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

function line(s: TrackerState, page: NamedPage, at: number): PendingLine {
  const day = localDayOf(at);
  const period = periodOf(new Date(at).getHours());
  const key = `${day}|${period}|${page.page}|${page.ref}`;
  s.pending[key] ??= { day, period, page: page.page, ref: page.ref, feature: page.feature, visits: 0, seconds: 0, clicks: 0, ms: 0 };
  return s.pending[key];
}

/** Counts the visible time since the last slice to the current page, in the day and period it began. */
function accrue(s: TrackerState, now: number) {
  const cur = s.current;
  if (!cur || cur.visibleSince === null) return;
  const began = cur.visibleSince;
  const ms = Math.min(MAX_SLICE_MS, Math.max(0, now - began));
  cur.visibleSince = now;
  if (!ms) return;
  const p = s.pages[cur.page.page];
  if (p) p.totalTime += ms;
  const l = line(s, cur.page, began);
  const total = l.ms + ms;
  l.seconds = Math.min(DAY_SECONDS, l.seconds + Math.floor(total / 1000));
  l.ms = total % 1000;
}

/** Entering a named page: the previous one is left, a visit and a time-of-day entry are recorded. */
export function enter(s: TrackerState, page: NamedPage, now: number, visible = true): TrackerState {
  leave(s, now);
  const p = (s.pages[page.page] ??= { visitCount: 0, totalTime: 0, lastEntryTime: 0 });
  p.visitCount += 1;
  p.lastEntryTime = now;
  line(s, page, now).visits += 1;
  s.timeOfDay.push({ timestamp: now, period: periodOf(new Date(now).getHours()) });
  if (s.timeOfDay.length > TIME_OF_DAY_KEPT) s.timeOfDay.splice(0, s.timeOfDay.length - TIME_OF_DAY_KEPT);
  s.current = { page, enteredAt: now, visibleSince: visible ? now : null };
  return s;
}

/** Leaving the current page (another page, or the tab closing): its elapsed visible time counts. */
export function leave(s: TrackerState, now: number): TrackerState {
  accrue(s, now);
  s.current = null;
  return s;
}

/** The tab is hidden: time stops counting until it is shown again. */
export function hide(s: TrackerState, now: number): TrackerState {
  accrue(s, now);
  if (s.current) s.current.visibleSince = null;
  return s;
}

export function show(s: TrackerState, now: number): TrackerState {
  if (s.current && s.current.visibleSince === null) s.current.visibleSince = now;
  return s;
}

/** Counts the visible time so far (periodically, so a long stay is sent before the tab closes). */
export const checkpoint = (s: TrackerState, now: number) => (accrue(s, now), s);

/** A click on the current page counts for its feature. */
export function click(s: TrackerState, now: number): TrackerState {
  if (!s.current) return s;
  const f = s.current.page.feature;
  s.clicks[f] = (s.clicks[f] ?? 0) + 1;
  line(s, s.current.page, now).clicks += 1;
  return s;
}

/** Takes up to a batch of lines to send (whole seconds only; the carried milliseconds stay). */
export function takeBatch(s: TrackerState) {
  const out: Omit<PendingLine, 'ms'>[] = [];
  for (const [key, l] of Object.entries(s.pending)) {
    if (out.length >= ACTIVITY_BATCH_MAX) break;
    if (!l.visits && !l.seconds && !l.clicks) continue;
    const { ms, ...rest } = l;
    out.push(rest);
    if (ms) s.pending[key] = { ...l, visits: 0, seconds: 0, clicks: 0 };
    else delete s.pending[key];
  }
  return out;
}

/** Puts back a batch that could not be sent (network away). */
export function putBack(s: TrackerState, lines: Omit<PendingLine, 'ms'>[]) {
  for (const l of lines) {
    const key = `${l.day}|${l.period}|${l.page}|${l.ref}`;
    const p = (s.pending[key] ??= { ...l, visits: 0, seconds: 0, clicks: 0, ms: 0 });
    p.visits += l.visits;
    p.seconds = Math.min(DAY_SECONDS, p.seconds + l.seconds);
    p.clicks += l.clicks;
  }
  return s;
}

/** Drops unsent lines: a visitor's activity stays in the browser's totals only. */
export function dropPending(s: TrackerState) {
  s.pending = {};
  return s;
}

/** Reads a stored state, starting afresh from anything unreadable. */
export function parseState(raw: string | null): TrackerState {
  if (!raw) return emptyState();
  try {
    const v = JSON.parse(raw) as Partial<TrackerState>;
    if (!v || typeof v !== 'object' || typeof v.pages !== 'object' || !Array.isArray(v.timeOfDay)) return emptyState();
    return { ...emptyState(), ...v, current: null };
  } catch {
    return emptyState();
  }
}
