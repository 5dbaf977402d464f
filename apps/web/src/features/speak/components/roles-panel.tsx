import type { Debate } from '@lingbridge/contracts/speak';
import type { Participant } from '@lingbridge/contracts/speak-participation';
import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useRoles } from '../api/get-roles';
import { useSpeakLabels } from '../lib/labels';

function Person({ p }: { p: Participant }) {
  const l = useSpeakLabels();
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={p.user.avatar_url} alt="" size={28} radius="xl">
        {p.user.nick_name.slice(0, 1)}
      </Avatar>
      <Text size="sm">{p.user.nick_name}</Text>
      {p.role_name && (
        <Badge size="sm" variant="light">
          {p.role_name}
        </Badge>
      )}
      {p.is_initiator && (
        <Badge size="sm" variant="light">
          {l.t('roles.initiator')}
        </Badge>
      )}
      {p.state !== 'approved' && (
        <Badge size="sm" color="yellow" variant="light">
          {l.state(p.state)}
        </Badge>
      )}
    </Group>
  );
}

/** Who takes which part, and the seats left (spec 02 §3 roles). */
export function RolesPanel({ debate: d }: { debate: Debate }) {
  const l = useSpeakLabels();
  const { t } = l;
  const roles = useRoles(d.id);
  const people = (roles.data ?? []).filter((p) => p.state === 'approved' || p.state === 'pending');
  const group = (label: string, list: Participant[], left: number | null) => (
    <Stack gap={6} key={label}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        {left !== null && (
          <Text size="xs" c={left > 0 ? 'teal.8' : 'dimmed'}>
            {left > 0 ? t('card.seatsLeft', { count: left }) : t('card.full')}
          </Text>
        )}
      </Group>
      {list.length ? (
        list.map((p) => <Person key={`${p.user.id}-${p.role}`} p={p} />)
      ) : (
        <Text size="sm" c="dimmed">
          {t('roles.nobody')}
        </Text>
      )}
    </Stack>
  );
  const players = people.filter((p) => p.role === 'player');
  const audience = people.filter((p) => p.role === 'audience' && p.state === 'approved').length;
  return (
    <section aria-labelledby="lb-speak-roles">
      <Title order={2} size="h4" id="lb-speak-roles" mb="sm">
        {t('detail.roles')}
      </Title>
      {roles.isError ? (
        <Text size="sm" c="dimmed">
          {t('errors.rolesFailed')}
        </Text>
      ) : (
        <Stack gap="md">
          {d.debate_type === 'debate' ? (
            <>
              {group(
                l.side('prop'),
                players.filter((p) => p.side === 'prop'),
                d.seats_left.prop,
              )}
              {group(
                l.side('opp'),
                players.filter((p) => p.side === 'opp'),
                d.seats_left.opp,
              )}
            </>
          ) : (
            group(t('roles.players'), players, d.seats_left.players)
          )}
          {d.debate_type === 'role_play' && d.role_names.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('detail.roleNames', { names: d.role_names.join(', ') })}
            </Text>
          )}
          {d.max_judges > 0 &&
            group(
              t('roles.judges'),
              people.filter((p) => p.role === 'judge'),
              d.seats_left.judges,
            )}
          <Text size="sm">{t('detail.audience', { count: audience })}</Text>
        </Stack>
      )}
    </section>
  );
}
