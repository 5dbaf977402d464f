import type { Debate } from '@lingbridge/contracts/speak';
import { Button, Card, Group, Select, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useInvite } from '../api/invite';
import { useSpeakLabels } from '../lib/labels';

/** The initiator invites someone by e-mail as a player (with a side in a debate) or a judge (spec 02 §6). */
export function InviteForm({ debate: d }: { debate: Debate }) {
  const l = useSpeakLabels();
  const { t } = l;
  const invite = useInvite(d.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'player' | 'judge'>('player');
  const [side, setSide] = useState<'prop' | 'opp' | null>(null);
  const needsSide = role === 'player' && d.debate_type === 'debate';
  const roles = (['player', 'judge'] as const).filter((r) => r === 'player' || d.max_judges > 0);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('invite.heading')}
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate(
            { email: email.trim(), role, side: needsSide ? side : null },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('invite.sent') });
                setEmail('');
              },
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput type="email" required label={t('invite.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} w={260} />
          <Select
            label={t('apply.role')}
            w={140}
            value={role}
            allowDeselect={false}
            onChange={(v) => v && setRole(v as 'player' | 'judge')}
            data={roles.map((r) => ({ value: r, label: l.role(r) }))}
          />
          {needsSide && (
            <Select
              label={t('apply.side')}
              w={140}
              value={side}
              onChange={(v) => setSide(v as 'prop' | 'opp' | null)}
              data={(['prop', 'opp'] as const).map((s) => ({ value: s, label: l.side(s) }))}
            />
          )}
          <Button type="submit" loading={invite.isPending} disabled={!email.trim() || (needsSide && !side)}>
            {t('actions.send')}
          </Button>
        </Group>
        {invite.isError && (
          <Text size="sm" c="red" mt="xs">
            {errorText(invite.error, t)}
          </Text>
        )}
      </form>
    </Card>
  );
}
