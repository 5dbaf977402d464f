import type { Debate } from '@lingbridge/contracts/speak';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useModal } from '../../../components/ui/modal/use-modal';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { downloadApiFile } from '../../../lib/download';
import { errorText } from '../../../lib/error-text';
import { formatUsd } from '../../../lib/format';
import { useBuyTicket } from '../api/buy-ticket';
import { useChangeParticipant } from '../api/change-participant';
import { useToggleLike } from '../api/toggle-like';
import { specFailure } from '../lib/failure';
import { useSpeakLabels } from '../lib/labels';
import { ApplyDialog } from './apply-dialog';
import { CancelEventButton } from './cancel-event';

/** What I can do with an event, as its `abilities` and `my` part say (the server decides each). */
export function ActionsPanel({ debate: d, signedIn, myId }: { debate: Debate; signedIn: boolean; myId: number | null }) {
  const l = useSpeakLabels();
  const { t } = l;
  const modal = useModal();
  const [applying, setApplying] = useState(false);
  const like = useToggleLike();
  const ticket = useBuyTicket(d.id);
  const change = useChangeParticipant(d.id);
  const can = (a: Debate['abilities'][number]) => d.abilities.includes(a);
  const my = d.my;
  const isInitiator = myId === d.initiator.id;
  const active = my && (my.state === 'pending' || my.state === 'approved');
  const open = d.debate_status === 'upcoming' && d.verify_status === 'success';

  const share = async () => {
    const url = `${window.location.origin}/speak/${d.id}`;
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ color: 'teal', message: t('detail.linkCopied') });
    } catch {
      notifications.show({ message: url });
    }
  };
  // With the bearer token: an event still waiting for approval is visible to its initiator only.
  const calendar = () =>
    downloadApiFile(`/debate/${d.id}/calendar.ics`, `lingbridge-event-${d.id}.ics`).catch((err: unknown) =>
      notifications.show({ color: 'red', message: errorText(err, t) }),
    );
  const buy = () =>
    void modal.open('buy-a-ticket', {
      details: d.ticket_price_cents > 0 ? <Text fw={600}>{formatUsd(d.ticket_price_cents, l.lng)}</Text> : <Text size="sm">{t('apply.cost.approval')}</Text>,
      onConfirm: async () => {
        const r = await ticket.mutateAsync(null).catch((err: unknown) => {
          throw specFailure(t('errors.participateFailed'), err);
        });
        if (r.checkout_url) window.location.assign(r.checkout_url);
        else notifications.show({ color: 'teal', message: r.participant.state === 'approved' ? t('success.joined') : t('success.ticketPending') });
      },
    });
  const withdraw = () =>
    void modal.open('confirm', {
      title: t('withdraw.title'),
      body: t('withdraw.body'),
      onConfirm: async () => {
        if (myId === null) return;
        try {
          await change.mutateAsync({ userId: myId, body: { state: 'withdrawn' } });
        } catch (err) {
          throw specFailure(t('errors.withdrawFailed'), err);
        }
        notifications.show({ color: 'teal', message: t('success.withdrawn') });
      },
    });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        {d.room_link && (
          <Button component={Link} to={d.room_link} color="green" leftSection={<Icon name="mic" size={18} />}>
            {t('actions.enterRoom')}
          </Button>
        )}
        {!signedIn ? (
          open && <SignInPrompt order={2} title={t('detail.signInTitle')} description={t('errors.notSignedIn')} />
        ) : (
          <>
            {my && !isInitiator && (
              <Alert color={my.state === 'approved' ? 'teal' : my.state === 'pending' ? 'yellow' : 'gray'} p="xs">
                {t('detail.myPart', {
                  part: [l.role(my.role), my.side ? l.side(my.side) : null, my.role_name].filter(Boolean).join(' · '),
                  state: l.state(my.state),
                })}
              </Alert>
            )}
            {can('apply') && !active && (
              <>
                <Button onClick={() => setApplying(true)}>{t('actions.apply')}</Button>
                <Button variant="light" onClick={buy} leftSection={<Icon name="calendar" size={18} />}>
                  {d.ticket_price_cents > 0 ? t('actions.buyTicket', { price: formatUsd(d.ticket_price_cents, l.lng) }) : t('actions.freeTicket')}
                </Button>
              </>
            )}
            {active && !isInitiator && d.debate_status === 'upcoming' && (
              <Button variant="default" onClick={withdraw}>
                {t('actions.withdraw')}
              </Button>
            )}
            {can('manage') && (
              <Button component={Link} to={`/user/event/${d.id}`} variant="light">
                {t('actions.manage')}
              </Button>
            )}
            {can('edit') && (
              <Button component={Link} to={`/create/${d.id}`} variant="default">
                {t('actions.edit')}
              </Button>
            )}
            {can('cancel') && <CancelEventButton debate={d} />}
          </>
        )}
        <Button
          variant={d.liked ? 'light' : 'default'}
          color={d.liked ? 'red' : undefined}
          leftSection={<Icon name="heart" size={18} />}
          aria-pressed={d.liked}
          onClick={() => (signedIn ? like.mutate(d.id) : modal.open('registration', { values: { feature: t('list.title') } }))}
          loading={like.isPending}
        >
          {t('actions.like', { count: d.likes })}
        </Button>
        <Button variant="default" onClick={() => void share()}>
          {t('actions.share')}
        </Button>
        <Button variant="default" onClick={() => void calendar()}>
          {t('actions.calendar')}
        </Button>
      </Stack>
      {applying && <ApplyDialog debate={d} opened onClose={() => setApplying(false)} />}
    </Card>
  );
}
