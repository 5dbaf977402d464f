import type { Participant } from '@lingbridge/contracts/speak-participation';
import { VOTE_ERRORS, VOTE_RESULT_COUNTDOWN_SEC, type VoteResult, type VotingState } from '@lingbridge/contracts/speak-room';
import { Alert, Button, Group, Paper, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { serverText } from '../../../lib/server-text';
import { useCastVote, useOpenVoting } from './api';
import { mmss } from './clock';

/** A vote error in VOTE_ERRORS' words, in the interface language. */
export function useVoteError() {
  const { t } = useTranslation('speak-room');
  return (error: unknown) => {
    const detail = error instanceof ApiError ? error.detail : null;
    const key = Object.entries(VOTE_ERRORS).find(([, text]) => text === detail)?.[0];
    return key ? t(`errors.${key}`) : detail ? (serverText(detail) ?? detail) : t('errors.generic');
  };
}

/** The result of spec 02 §3: outcome, team votes, best debater with avatar, debater votes. */
export function ResultView({ result, closesInMs, live, teams = true }: { result: VoteResult; closesInMs: number | null; live?: boolean; teams?: boolean }) {
  const { t } = useTranslation('speak-room');
  const best = result.bestDebater;
  return (
    <Stack gap="md">
      {!live && teams && (
        <Title order={3} size="h3" ta="center">
          {t(`result.outcome.${result.bestTeam}`)}
        </Title>
      )}
      {teams && (
        <div>
          <Title order={4} size="h6" mb={4}>
            {t('result.teamVotes')}
          </Title>
          <Group gap="lg" align="baseline">
            <Text component="span">
              {t('people.prop')}: <b>{t('result.votes', { count: result.teamVotes.prop })}</b>
            </Text>
            <Text component="span">
              {t('people.opp')}: <b>{t('result.votes', { count: result.teamVotes.opp })}</b>
            </Text>
          </Group>
        </div>
      )}
      <div>
        <Title order={4} size="h6" mb={4}>
          {t('result.bestDebater')}
        </Title>
        {best ? (
          <Group gap="sm">
            <UserAvatar user={{ nick_name: best.nick_name, avatar: best.avatar.file_id ? { file_id: best.avatar.file_id } : null }} size={48} decorative />
            <Text fw={700}>{best.nick_name}</Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('result.noDebater')}
          </Text>
        )}
      </div>
      {result.debaterVotes.length > 0 && (
        <Table aria-label={t('result.debaterVotes')}>
          <Table.Tbody>
            {result.debaterVotes.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.nick_name}</Table.Td>
                <Table.Td ta="right">{t('result.votes', { count: d.votes })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {closesInMs !== null && closesInMs > 0 && (
        <Alert color="blue" role="timer">
          {t('result.closesIn', { time: mmss(closesInMs) })}
        </Alert>
      )}
    </Stack>
  );
}

function VoteForm({ debateId, players, state, teams }: { debateId: number; players: Participant[]; state: VotingState; teams: boolean }) {
  const { t } = useTranslation('speak-room');
  const errorText = useVoteError();
  const cast = useCastVote(debateId);
  const [team, setTeam] = useState<string | null>(null);
  const [debater, setDebater] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const teamDone = !teams || state.my.best_team !== null;
  const debaterDone = state.my.best_debater !== null;
  // Nothing left to choose (both kinds voted, or no approved debater for the second kind).
  if (teamDone && (debaterDone || players.length === 0)) return <Text>{t('vote.done')}</Text>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const body = { ...(team && !teamDone && { best_team: team as 'prop' | 'opp' }), ...(debater && !debaterDone && { best_debater: Number(debater) }) };
        if (!body.best_team && !body.best_debater) return setMissing(true);
        setMissing(false);
        cast.mutate(body);
      }}
    >
      <Stack gap="md">
        {!teamDone && (
          <Radio.Group label={t('vote.bestTeam')} value={team} onChange={setTeam}>
            <Group mt={6}>
              <Radio value="prop" label={t('people.prop')} />
              <Radio value="opp" label={t('people.opp')} />
            </Group>
          </Radio.Group>
        )}
        {!debaterDone && players.length > 0 && (
          <Radio.Group label={t('vote.bestDebater')} value={debater} onChange={setDebater}>
            <Stack gap={6} mt={6}>
              {players.map((p) => (
                <Radio key={p.user.id} value={String(p.user.id)} label={p.user.nick_name} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {missing && (
          <Text c="red" size="sm" role="alert">
            {t('vote.choose')}
          </Text>
        )}
        {cast.isError && (
          <Alert color="red" role="alert">
            {errorText(cast.error)}
          </Alert>
        )}
        <Button type="submit" loading={cast.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('vote.submit')}
        </Button>
      </Stack>
    </form>
  );
}

type Props = {
  debateId: number;
  /** A debate votes for the best team too; a role play only for the best player. */
  teams: boolean;
  state: VotingState;
  players: Participant[];
  inJudgesStep: boolean;
  /** The server's clock (epoch ms), for the countdowns. */
  serverNow: number;
};

/** The vote of spec 02 §4: Open voting for the initiator, the form for voters, the result after. */
export function VotePanel({ debateId, teams, state, players, inJudgesStep, serverNow }: Props) {
  const { t, i18n } = useTranslation('speak-room');
  const errorText = useVoteError();
  const open = useOpenVoting(debateId);
  const closesAt = state.closes_at ? Date.parse(state.closes_at) : null;
  const closed = closesAt !== null && serverNow >= closesAt;
  const closesInMs = closesAt !== null ? closesAt + VOTE_RESULT_COUNTDOWN_SEC * 1000 - serverNow : null;
  const time = (ms: number) => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(ms));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lb-room-vote">
      <Title order={2} size="h4" id="lb-room-vote" mb="xs">
        {closed && state.result ? t('result.title') : t('vote.title')}
      </Title>
      {closed && state.result ? (
        <ResultView result={state.result} closesInMs={closesInMs} teams={teams} />
      ) : (
        <Stack gap="md">
          {state.open && closesAt !== null && <Text size="sm">{t('vote.opened', { time: time(closesAt) })}</Text>}
          {!state.open && !state.can_open && (
            <Text size="sm" c="dimmed">
              {inJudgesStep ? t('vote.notOpenYet') : t('vote.waiting')}
            </Text>
          )}
          {state.can_open && (
            <Button onClick={() => open.mutate()} loading={open.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('vote.open')}
            </Button>
          )}
          {open.isError && (
            <Alert color="red" role="alert">
              {errorText(open.error)}
            </Alert>
          )}
          {state.can_vote && <VoteForm debateId={debateId} players={players} state={state} teams={teams} />}
          {state.open && state.result && (
            <div>
              <Text size="sm" fw={600} mb={4}>
                {t('vote.liveResult')}
              </Text>
              <ResultView result={state.result} closesInMs={null} live teams={teams} />
            </div>
          )}
        </Stack>
      )}
    </Paper>
  );
}
