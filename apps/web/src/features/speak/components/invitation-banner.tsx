import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitation } from '../api/get-invitation';
import { useSpeakLabels } from '../lib/labels';

/** An invitation from the link `/speak/{id}?invite=<token>`: accept or decline it. */
export function InvitationBanner() {
  const l = useSpeakLabels();
  const { t } = l;
  const [search, setSearch] = useSearchParams();
  const token = search.get('invite');
  const invitation = useInvitation(token);
  const answer = useAnswerInvitation();
  if (!token) return null;
  if (invitation.isLoading) return null;
  if (invitation.isError)
    return (
      <Alert color="red" mb="md">
        {errorText(invitation.error, t)}
      </Alert>
    );
  const inv = invitation.data;
  if (!inv) return null;
  const done = () => {
    const next = new URLSearchParams(search);
    next.delete('invite');
    setSearch(next, { replace: true });
  };
  if (inv.status !== 'pending') return <Alert mb="md">{t(`invite.already.${inv.status}`)}</Alert>;
  const part = inv.role === 'judge' ? l.role('judge') : inv.side ? `${l.role('player')} · ${l.side(inv.side)}` : l.role('player');
  const go = (a: 'accept' | 'decline') =>
    answer.mutate(
      { token, answer: a },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'teal', message: t(`invite.done.${r.status}`) });
          done();
        },
      },
    );
  return (
    <Alert color="blue" mb="md" title={t('invite.title', { name: inv.inviter.nick_name })}>
      <Text size="sm" mb="sm">
        {t('invite.body', { part })}
      </Text>
      {answer.isError && (
        <Text size="sm" c="red" mb="sm">
          {errorText(answer.error, t)}
        </Text>
      )}
      <Group gap="sm">
        <Button size="xs" onClick={() => go('accept')} loading={answer.isPending && answer.variables?.answer === 'accept'}>
          {t('invite.accept')}
        </Button>
        <Button size="xs" variant="default" onClick={() => go('decline')} loading={answer.isPending && answer.variables?.answer === 'decline'}>
          {t('invite.decline')}
        </Button>
      </Group>
    </Alert>
  );
}
