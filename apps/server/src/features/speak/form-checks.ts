import { SPEAK_ERRORS, SPEAK_LIMITS } from '@lingbridge/contracts/speak';
import type { AppContext } from '../../context';
import type { DebateRow, UserRow } from '../../db/schema';
import { servableFile } from '../../files/download';
import { isAdmin } from '../accounts/policy';
import * as materialsRepo from './materials-repo';

/** What an event's form must satisfy before it is stored (POST and PATCH /debate), as field errors. */
export const MIN = 60_000;
export type FieldError = { path: string; message: string };
const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ''));

export type Form = {
  debateType: DebateRow['debateType'];
  startTime: Date;
  duration: number;
  maxPlayers: number;
  maxJudges: number;
  roleNames: string[];
  initiatorRole: DebateRow['initiatorRole'];
  initiatorSide: 'prop' | 'opp' | null;
};

/** The limits of spec 02 §5 and §9 on a whole form; every broken rule is one field error. */
export function formErrors(f: Form, now: Date, checkStart: boolean): FieldError[] {
  const errors: FieldError[] = [];
  if (checkStart && f.startTime.getTime() < now.getTime()) errors.push({ path: 'start_time', message: SPEAK_ERRORS.startInPast });
  else if (checkStart && f.startTime.getTime() > now.getTime() + SPEAK_LIMITS.startAheadMaxDays * 24 * 60 * MIN)
    errors.push({ path: 'start_time', message: SPEAK_ERRORS.startTooFar });
  const fixed = SPEAK_LIMITS.fixedDuration[f.debateType];
  if (fixed && f.duration !== fixed)
    errors.push({ path: 'duration', message: fill(SPEAK_ERRORS.durationFixed, { type: typeName(f.debateType), minutes: fixed }) });
  if (![15, 30, 45, 60].includes(f.duration)) errors.push({ path: 'duration', message: 'Choose 15, 30, 45 or 60 minutes' });
  const maxPlayers = SPEAK_LIMITS.maxPlayers[f.debateType];
  if (f.maxPlayers > maxPlayers) errors.push({ path: 'max_players', message: fill(SPEAK_ERRORS.playersFull, { max: maxPlayers }) });
  if (f.debateType === 'debate' && (f.maxPlayers % 2 !== 0 || f.maxPlayers < 2 * SPEAK_LIMITS.sideMin))
    errors.push({ path: 'max_players', message: fill(SPEAK_ERRORS.playersInvalid, { max: SPEAK_LIMITS.sideMax }) });
  if (f.maxJudges > SPEAK_LIMITS.maxJudges) errors.push({ path: 'max_judges', message: fill(SPEAK_ERRORS.judgesFull, { max: SPEAK_LIMITS.maxJudges }) });
  if (f.debateType === 'role_play') {
    if (f.roleNames.length < 1) errors.push({ path: 'role_names', message: 'Name at least one role' });
    if (new Set(f.roleNames.map((r) => r.toLowerCase())).size !== f.roleNames.length)
      errors.push({ path: 'role_names', message: 'Each role needs its own name' });
  } else if (f.roleNames.length) errors.push({ path: 'role_names', message: 'Only a role play has roles' });
  if (f.initiatorRole === 'player' && f.debateType === 'debate' && !f.initiatorSide)
    errors.push({ path: 'initiator_side', message: SPEAK_ERRORS.sideRequired });
  if (f.initiatorRole === 'judge' && f.maxJudges < 1) errors.push({ path: 'initiator_role', message: SPEAK_ERRORS.noJudges });
  return errors;
}

const typeName = (t: DebateRow['debateType']) => (t === 'mini_debate' ? 'mini talk' : t === 'role_play' ? 'role play' : 'debate');

/** A picture the user uploaded for an event (POST /debate/picture), or a field error. */
export async function pictureErrors(ctx: AppContext, user: UserRow, fileId: string | null | undefined): Promise<FieldError[]> {
  if (!fileId) return [];
  const f = await servableFile(ctx, fileId, { kinds: ['speak-picture'] });
  return f && (f.ownerId === user.id || isAdmin(user)) ? [] : [{ path: 'picture_file_id', message: SPEAK_ERRORS.pictureFailed }];
}

export async function materialErrors(ctx: AppContext, ownerId: number, articleIds: number[], videoIds: number[]) {
  const errors: FieldError[] = [];
  for (const [i, id] of articleIds.entries())
    if (!(await materialsRepo.findPublishedArticle(ctx.db, id))) errors.push({ path: `article_ids.${i}`, message: SPEAK_ERRORS.materialNotFound });
  for (const [i, id] of videoIds.entries())
    if (!(await materialsRepo.findUsableVideo(ctx.db, id, ownerId))) errors.push({ path: `video_ids.${i}`, message: SPEAK_ERRORS.materialNotFound });
  return errors;
}
