// The live room's timeline and voting (spec 02 §4, §3 Vote result). The timeline is pure code: the
// server computes it from the event's start, and every client shows the same step and countdown
// from the server's clock (`server_now`).
import { z } from 'zod';
import { rowId } from './common';
import type { DebateType } from './speak';

export const TIMELINE_STEPS = [
  'opening',
  'round1_prop',
  'round1_opp',
  'round2_free',
  'round3_prop',
  'round3_opp',
  'judges_voting',
  'results',
  'talk',
  'last_minute',
  'play',
  'judges_summary',
  'ended',
] as const;
export type TimelineStepKey = (typeof TIMELINE_STEPS)[number];
/** Who holds the floor in a step. */
export type Floor = 'all' | 'prop' | 'opp' | 'judges' | 'none';

/** Spec 02 §4: a debate is 10 / 3 / 3 / 15 / 3 / 3 / 6 minutes, then the results (the 120-second countdown). */
const DEBATE: [TimelineStepKey, number, Floor][] = [
  ['opening', 10, 'all'],
  ['round1_prop', 3, 'prop'],
  ['round1_opp', 3, 'opp'],
  ['round2_free', 15, 'all'],
  ['round3_prop', 3, 'prop'],
  ['round3_opp', 3, 'opp'],
  ['judges_voting', 6, 'judges'],
  ['results', 2, 'none'],
];
/** Role play: 10 minutes of play, 5 of the judges' summary (the warning is one minute before the end). */
const ROLE_PLAY: [TimelineStepKey, number, Floor][] = [
  ['play', 10, 'all'],
  ['judges_summary', 5, 'judges'],
];

export const VOTE_RESULT_COUNTDOWN_SEC = 120;
export const END_WARNING_MS = 60_000;

export type TimelineStep = { key: TimelineStepKey; floor: Floor; starts_at: number; ends_at: number };

/** The steps of an event, as epoch milliseconds. A mini talk is one talk with a last minute. */
export function timelineOf(type: DebateType, startMs: number, durationMin: number): TimelineStep[] {
  const plan: [TimelineStepKey, number, Floor][] =
    type === 'debate'
      ? DEBATE
      : type === 'role_play'
        ? ROLE_PLAY
        : [
            ['talk', durationMin - 1, 'all'],
            ['last_minute', 1, 'all'],
          ];
  const steps: TimelineStep[] = [];
  let at = startMs;
  for (const [key, minutes, floor] of plan) {
    steps.push({ key, floor, starts_at: at, ends_at: at + minutes * 60_000 });
    at += minutes * 60_000;
  }
  return steps;
}

export type TimelinePosition =
  | { phase: 'before'; starts_in_ms: number }
  | { phase: 'running'; index: number; step: TimelineStep; remaining_ms: number; warning: boolean }
  | { phase: 'ended' };

/** Where the timeline stands at `now`: the step, its countdown, and the one-minute warning before the end. */
export function positionAt(steps: TimelineStep[], now: number): TimelinePosition {
  if (!steps.length || now < steps[0]!.starts_at) return { phase: 'before', starts_in_ms: steps.length ? steps[0]!.starts_at - now : 0 };
  const end = steps[steps.length - 1]!.ends_at;
  if (now >= end) return { phase: 'ended' };
  const index = steps.findIndex((s) => now >= s.starts_at && now < s.ends_at);
  const step = steps[index]!;
  return { phase: 'running', index, step, remaining_ms: step.ends_at - now, warning: end - now <= END_WARNING_MS };
}

/** Voting happens in the judges' step only (spec 02 §4). */
export const VOTING_STEPS: TimelineStepKey[] = ['judges_voting', 'judges_summary'];

export const timelineResponse = z.object({
  server_now: z.number(),
  steps: z.array(
    z.object({ key: z.enum(TIMELINE_STEPS), floor: z.enum(['all', 'prop', 'opp', 'judges', 'none']), starts_at: z.number(), ends_at: z.number() }),
  ),
});
export type TimelineResponse = z.infer<typeof timelineResponse>;

export const voteBody = z
  .object({
    best_team: z.enum(['prop', 'opp']).optional(),
    best_debater: rowId.optional(),
  })
  .strict()
  .refine((b) => b.best_team || b.best_debater, { message: 'Choose the best team or the best debater', path: ['best_team'] });

/** Outcomes of spec 02 §3: Proposition wins, Opposition wins, both sides win (a tie), draw (no votes). */
export const BEST_TEAMS = ['prop', 'opp', 'both', 'draw'] as const;

export const voteResult = z.object({
  bestTeam: z.enum(BEST_TEAMS),
  teamVotes: z.object({ prop: z.number().int(), opp: z.number().int() }),
  bestDebater: z.object({ id: z.number().int(), nick_name: z.string(), avatar: z.object({ file_id: z.string().nullable() }) }).nullable(),
  debaterVotes: z.array(z.object({ id: z.number().int(), nick_name: z.string(), votes: z.number().int() })),
});
export type VoteResult = z.infer<typeof voteResult>;

export const votingState = z.object({
  open: z.boolean(),
  opened_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  can_open: z.boolean(),
  can_vote: z.boolean(),
  my: z.object({ best_team: z.enum(['prop', 'opp']).nullable(), best_debater: z.number().int().nullable() }),
  /** Once voting has closed (and for the initiator and admins while it runs). */
  result: voteResult.nullable(),
});
export type VotingState = z.infer<typeof votingState>;

export const VOTE_ERRORS = {
  notInitiator: 'Only the initiator opens voting',
  notJudgesStep: 'Voting opens only during the judges\u2019 comments',
  notOpen: 'Voting is not open',
  alreadyVoted: 'You have already voted',
  notVoter: 'Only the audience, the debaters and the judges vote',
  notDebater: 'Vote for one of the debaters',
  noVoting: 'This event has no vote',
  noTeams: 'Only a debate has teams to vote for',
} as const;
