import {
  SPEAK_LIMITS,
  roomPath,
  type Debate,
  type DebateAbility,
  type DebateSummary,
  type MaterialArticle,
  type MaterialVideo,
  type PersonRef,
} from '@lingbridge/contracts/speak';
import { type Participant } from '@lingbridge/contracts/speak-participation';
import type { DebateRow, DebateUserRow } from '../../db/schema';
import type { PersonRow, SeatCountRow } from './repo';

const MIN = 60_000;

export const nickOf = (p: Pick<PersonRow, 'nickName' | 'email'>) => p.nickName?.trim() || p.email.split('@')[0]!;
export const avatarUrl = (fileId: string | null) => `/api/v1/user/avatar/storage/${fileId ?? 'default'}`;
export const pictureUrl = (fileId: string | null) => (fileId ? `/api/v1/debate/picture/${fileId}` : null);

export function presentPerson(p: PersonRow | undefined, id: number): PersonRef {
  if (!p) return { id, nick_name: 'Lingbridge user', avatar_url: avatarUrl(null) };
  return { id: p.id, nick_name: nickOf(p), avatar_url: avatarUrl(p.avatarFileId) };
}

/** The status the clock says, even if the job that moves it has not run yet (lifecycle.ts). */
export function effectiveStatus(d: Pick<DebateRow, 'debateStatus' | 'startTime' | 'endTime'>, now: Date): DebateRow['debateStatus'] {
  if (d.debateStatus === 'canceled' || d.debateStatus === 'closed') return d.debateStatus;
  if (now.getTime() >= d.endTime.getTime() + SPEAK_LIMITS.roomClosesAfterMin * MIN) return 'closed';
  if (now.getTime() >= d.startTime.getTime()) return 'onprogress';
  return d.debateStatus;
}

export const roomOpensAt = (d: Pick<DebateRow, 'startTime'>) => new Date(d.startTime.getTime() - SPEAK_LIMITS.roomOpensBeforeMin * MIN);
export const roomClosesAt = (d: Pick<DebateRow, 'endTime'>) => new Date(d.endTime.getTime() + SPEAK_LIMITS.roomClosesAfterMin * MIN);

export type Seats = DebateSummary['seats_left'];

/** Seats left from the counts of approved and pending applications (a pending one holds its seat). */
export function seatsLeft(d: DebateRow, counts: SeatCountRow[]): Seats {
  let players = 0;
  let judges = 0;
  let prop = 0;
  let opp = 0;
  const taken = new Set<string>();
  for (const c of counts) {
    if (c.role === 'player') {
      players += c.n;
      if (c.side === 'prop') prop += c.n;
      if (c.side === 'opp') opp += c.n;
      if (c.roleName) taken.add(c.roleName);
    } else if (c.role === 'judge') judges += c.n;
  }
  const perSide = d.debateType === 'debate' ? d.maxPlayers / 2 : null;
  return {
    players: Math.max(0, d.maxPlayers - players),
    judges: Math.max(0, d.maxJudges - judges),
    prop: perSide === null ? null : Math.max(0, perSide - prop),
    opp: perSide === null ? null : Math.max(0, perSide - opp),
    roles: d.debateType === 'role_play' ? d.roleNames.filter((r) => !taken.has(r)) : [],
  };
}

export function attendeesOf(counts: SeatCountRow[]) {
  return counts.filter((c) => c.state === 'approved').reduce((n, c) => n + c.n, 0);
}

export type SummaryInput = {
  row: DebateRow;
  now: Date;
  initiator: PersonRow | undefined;
  counts: SeatCountRow[];
  likes: number;
  liked: boolean;
  my: DebateUserRow | null;
  abilities: DebateAbility[];
};

export function presentSummary(i: SummaryInput): DebateSummary {
  const d = i.row;
  const status = effectiveStatus(d, i.now);
  const opens = roomOpensAt(d);
  const closes = roomClosesAt(d);
  const inWindow = i.now >= opens && i.now < closes && status !== 'canceled' && d.verifyStatus === 'success';
  return {
    id: d.id,
    title: d.title,
    title_cn: d.titleCn,
    debate_type: d.debateType,
    verify_status: d.verifyStatus,
    debate_status: status,
    fail_reason: d.failReason,
    cancel_reason: d.cancelReason,
    chat_room_id: i.my?.state === 'approved' || i.abilities.includes('manage') ? d.chatRoomId : null,
    start_time: d.startTime.toISOString(),
    end_time: d.endTime.toISOString(),
    duration: d.duration,
    language: d.language as Debate['language'],
    level: d.level as Debate['level'],
    description: d.description,
    picture_url: pictureUrl(d.pictureFileId),
    picture_file_id: d.pictureFileId,
    initiator: presentPerson(i.initiator, d.initiatorId),
    initiator_role: d.initiatorRole,
    max_players: d.maxPlayers,
    max_judges: d.maxJudges,
    role_names: d.roleNames,
    ticket_price_cents: d.ticketPriceCents,
    attendees: attendeesOf(i.counts),
    seats_left: seatsLeft(d, i.counts),
    likes: i.likes,
    liked: i.liked,
    my: i.my ? { role: i.my.role, side: i.my.side, role_name: i.my.roleName, state: i.my.state, ticket: i.my.ticket } : null,
    room_opens_at: opens.toISOString(),
    room_closes_at: closes.toISOString(),
    room_link: inWindow && i.abilities.includes('enter_room') ? roomPath(d.debateType, d.id) : null,
    abilities: i.abilities,
    created_at: d.createdAt.toISOString(),
  };
}

export function presentDebate(i: SummaryInput, articles: MaterialArticle[], videos: MaterialVideo[]): Debate {
  return { ...presentSummary(i), articles, videos };
}

export function presentParticipant(part: DebateUserRow, person: PersonRow | undefined, initiatorId: number, full: boolean): Participant {
  return {
    user: presentPerson(person, part.userId),
    role: part.role,
    side: part.side,
    role_name: part.roleName,
    state: part.state,
    ticket: part.ticket,
    message: full ? part.message : null,
    is_initiator: part.userId === initiatorId,
    created_at: part.createdAt.toISOString(),
    updated_at: part.updatedAt.toISOString(),
  };
}
