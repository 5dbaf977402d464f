import type { Debate, DebateBody, DebatePatch, DebateType, Side } from '@lingbridge/contracts/speak';
import { SPEAK_LIMITS } from '@lingbridge/contracts/speak';

export type FormValues = {
  title: string;
  title_cn: string;
  debate_type: DebateType;
  /** `YYYY-MM-DDTHH:mm` in the viewer's time zone (a datetime-local field). */
  start: string;
  duration: number;
  language: 'Simplified_Chinese' | 'Spanish' | 'English' | '';
  level: 'Beginner' | 'Intermediate' | 'Advanced' | '';
  description: string;
  picture: { file_id: string; url: string } | null;
  /** Debate: speakers on each side (1–4). */
  per_side: number;
  /** Mini talk: all players (1–3). */
  max_players: number;
  max_judges: number;
  /** Role play: one role per player. */
  role_names: string[];
  initiator_role: 'host' | 'player' | 'judge';
  initiator_side: Side | null;
  /** Dollars, as typed. */
  ticket_price: number;
  articles: { id: number; title: string }[];
  videos: { id: number; title: string }[];
};

export type FieldError = { key: string; values?: Record<string, string | number> };
export type FormErrors = Partial<Record<keyof FormValues, FieldError>>;

export const emptyForm = (type: DebateType = 'debate'): FormValues => ({
  title: '',
  title_cn: '',
  debate_type: type,
  start: '',
  duration: SPEAK_LIMITS.fixedDuration[type] ?? 30,
  language: '',
  level: '',
  description: '',
  picture: null,
  per_side: 2,
  max_players: 3,
  max_judges: 0,
  role_names: type === 'role_play' ? ['', ''] : [],
  initiator_role: 'host',
  initiator_side: null,
  ticket_price: 0,
  articles: [],
  videos: [],
});

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in this browser's zone. */
export function toLocalInput(iso: string) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form of an existing event, for editing. */
export function formOf(d: Debate): FormValues {
  return {
    title: d.title,
    title_cn: d.title_cn ?? '',
    debate_type: d.debate_type,
    start: toLocalInput(d.start_time),
    duration: d.duration,
    language: d.language,
    level: d.level,
    description: d.description,
    picture: d.picture_file_id && d.picture_url ? { file_id: d.picture_file_id, url: d.picture_url } : null,
    per_side: Math.max(1, Math.floor(d.max_players / 2)),
    max_players: d.max_players,
    max_judges: d.max_judges,
    role_names: d.role_names,
    initiator_role: d.initiator_role,
    initiator_side: null,
    ticket_price: d.ticket_price_cents / 100,
    articles: d.articles.map((a) => ({ id: a.id, title: a.title })),
    videos: d.videos.map((v) => ({ id: v.id, title: v.title })),
  };
}

/** A type's fixed duration, or the one chosen (a mini talk takes 15, 30, 45 or 60). */
export const durationFor = (type: DebateType, chosen: number) => SPEAK_LIMITS.fixedDuration[type] ?? chosen;

export function playersOf(v: FormValues) {
  if (v.debate_type === 'debate') return v.per_side * 2;
  if (v.debate_type === 'role_play') return v.role_names.length;
  return v.max_players;
}

const TYPE_NAME_KEY: Record<DebateType, string> = { debate: 'types.debate', role_play: 'types.role_play', mini_debate: 'types.mini_debate' };

/**
 * The form's rules (spec 02 §5, §9), the same the server applies: a key of `validation.*` per broken
 * field. `checkStart` is false when an edit keeps the start time it had.
 */
export function validateForm(v: FormValues, now = Date.now(), checkStart = true): FormErrors {
  const e: FormErrors = {};
  if (!v.title.trim()) e.title = { key: 'validation.required' };
  if (!v.language) e.language = { key: 'validation.required' };
  if (!v.level) e.level = { key: 'validation.required' };
  const start = v.start ? new Date(v.start).getTime() : NaN;
  if (!v.start || Number.isNaN(start)) e.start = { key: 'validation.required' };
  else if (checkStart && start < now) e.start = { key: 'validation.startInPast' };
  else if (checkStart && start > now + SPEAK_LIMITS.startAheadMaxDays * 86_400_000) e.start = { key: 'validation.startTooFar' };
  const fixed = SPEAK_LIMITS.fixedDuration[v.debate_type];
  if (fixed && v.duration !== fixed) e.duration = { key: 'validation.durationFixed', values: { typeKey: TYPE_NAME_KEY[v.debate_type], minutes: fixed } };
  else if (![15, 30, 45, 60].includes(v.duration)) e.duration = { key: 'validation.duration' };
  if (v.debate_type === 'debate' && (!Number.isInteger(v.per_side) || v.per_side < SPEAK_LIMITS.sideMin || v.per_side > SPEAK_LIMITS.sideMax))
    e.per_side = { key: 'validation.perSide', values: { max: SPEAK_LIMITS.sideMax } };
  if (v.debate_type === 'mini_debate' && (!Number.isInteger(v.max_players) || v.max_players < 1 || v.max_players > SPEAK_LIMITS.maxPlayers.mini_debate))
    e.max_players = { key: 'validation.players', values: { max: SPEAK_LIMITS.maxPlayers.mini_debate } };
  if (v.debate_type === 'role_play') {
    const names = v.role_names.map((n) => n.trim());
    if (!names.length) e.role_names = { key: 'validation.roleNamesRequired' };
    else if (names.some((n) => !n)) e.role_names = { key: 'validation.roleNameEmpty' };
    else if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) e.role_names = { key: 'validation.roleNamesUnique' };
    else if (names.length > SPEAK_LIMITS.maxRoleNames) e.role_names = { key: 'validation.players', values: { max: SPEAK_LIMITS.maxRoleNames } };
  }
  if (!Number.isInteger(v.max_judges) || v.max_judges < 0 || v.max_judges > SPEAK_LIMITS.maxJudges)
    e.max_judges = { key: 'validation.judges', values: { max: SPEAK_LIMITS.maxJudges } };
  if (v.initiator_role === 'player' && v.debate_type === 'debate' && !v.initiator_side) e.initiator_side = { key: 'validation.sideRequired' };
  if (v.initiator_role === 'judge' && v.max_judges < 1) e.initiator_role = { key: 'validation.noJudges' };
  if (!(v.ticket_price >= 0 && v.ticket_price <= 1000)) e.ticket_price = { key: 'validation.price' };
  return e;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** POST /debate's body. */
export function toBody(v: FormValues): DebateBody {
  return {
    title: v.title.trim(),
    title_cn: v.title_cn.trim() || null,
    debate_type: v.debate_type,
    start_time: new Date(v.start).toISOString(),
    duration: durationFor(v.debate_type, v.duration),
    language: v.language as 'English',
    level: v.level as 'Beginner',
    description: v.description.trim(),
    picture_file_id: v.picture?.file_id ?? null,
    max_players: playersOf(v),
    max_judges: v.max_judges,
    role_names: v.debate_type === 'role_play' ? v.role_names.map((n) => n.trim()) : [],
    initiator_role: v.initiator_role,
    initiator_side: v.initiator_role === 'player' && v.debate_type === 'debate' ? v.initiator_side : null,
    ticket_price_cents: cents(v.ticket_price),
    article_ids: v.articles.map((a) => a.id),
    video_ids: v.videos.map((x) => x.id),
  };
}

/** PATCH /debate/{id}'s body for an edit (type, the initiator's part and materials are not part of it). */
export function toPatch(v: FormValues, startChanged: boolean): DebatePatch {
  const b = toBody(v);
  return {
    title: b.title,
    title_cn: b.title_cn ?? null,
    ...(startChanged && { start_time: b.start_time }),
    duration: b.duration,
    language: b.language,
    level: b.level,
    description: b.description ?? '',
    picture_file_id: b.picture_file_id ?? null,
    max_players: b.max_players,
    max_judges: b.max_judges ?? 0,
    role_names: b.role_names ?? [],
    ticket_price_cents: b.ticket_price_cents ?? 0,
  };
}

/** Server field paths (`start_time`, `article_ids.0`) to the form's fields. */
export function fieldOfPath(path: string, type: DebateType): keyof FormValues | null {
  const head = path.split('.')[0];
  const map: Record<string, keyof FormValues> = {
    title: 'title',
    title_cn: 'title_cn',
    start_time: 'start',
    duration: 'duration',
    language: 'language',
    level: 'level',
    description: 'description',
    picture_file_id: 'picture',
    max_players: type === 'debate' ? 'per_side' : type === 'role_play' ? 'role_names' : 'max_players',
    max_judges: 'max_judges',
    role_names: 'role_names',
    initiator_role: 'initiator_role',
    initiator_side: 'initiator_side',
    ticket_price_cents: 'ticket_price',
    article_ids: 'articles',
    video_ids: 'videos',
  };
  return map[head] ?? null;
}
