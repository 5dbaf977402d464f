import type { Debate } from '@lingbridge/contracts/speak';
import type { Participant } from '@lingbridge/contracts/speak-participation';
import { Avatar, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useRoles } from '../api/get-roles';

function PersonList({ people, meId }: { people: Participant[]; meId: number | null }) {
  const { t } = useTranslation('speak-room');
  if (!people.length)
    return (
      <Text size="sm" c="dimmed">
        {t('people.empty')}
      </Text>
    );
  return (
    <ul className="lb-room-people">
      {people.map((p) => (
        <li key={p.user.id}>
          <Avatar src={p.user.avatar_url} alt="" size={32} radius="xl">
            {p.user.nick_name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="sm" fw={600}>
            {p.user.nick_name}
            {p.user.id === meId && ` (${t('you')})`}
          </Text>
          {p.role_name && (
            <Text size="sm" c="dimmed">
              · {p.role_name}
            </Text>
          )}
          {p.is_initiator && (
            <Badge size="xs" variant="light" color="yellow">
              {t('initiator')}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

function Group({ title, people, meId }: { title: string; people: Participant[]; meId: number | null }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <PersonList people={people} meId={meId} />
    </Stack>
  );
}

/** Players by side (debate) or by role (role play, mini talk), the judges, and the audience count. */
export function PeoplePanel({ debate, meId }: { debate: Debate; meId: number | null }) {
  const { t } = useTranslation('speak-room');
  const roles = useRoles(debate.id);
  const approved = (roles.data ?? []).filter((p) => p.state === 'approved');
  const players = approved.filter((p) => p.role === 'player');
  const judges = approved.filter((p) => p.role === 'judge');
  const audience = approved.filter((p) => p.role === 'audience').length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lb-room-people">
      <Title order={2} size="h4" id="lb-room-people" mb="xs">
        {t('people.title')}
      </Title>
      {roles.isLoading ? (
        <LoadingState />
      ) : roles.isError ? (
        <ErrorState order={3} title={t('people.error')} error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <Stack gap="md">
          {debate.debate_type === 'debate' ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Group title={t('people.prop')} people={players.filter((p) => p.side === 'prop')} meId={meId} />
              <Group title={t('people.opp')} people={players.filter((p) => p.side === 'opp')} meId={meId} />
            </SimpleGrid>
          ) : (
            <Group title={t('people.players')} people={players} meId={meId} />
          )}
          <Group title={t('people.judges')} people={judges} meId={meId} />
          <Text size="sm" c="dimmed">
            {t('people.audience', { count: audience })}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
