import type { Debate } from '@lingbridge/contracts/speak';
import type { ParticipateCheck } from '@lingbridge/contracts/speak-participation';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { formatUsd } from '../../../lib/format';
import { useServerText } from '../../../lib/use-server-text';
import { useParticipate } from '../api/participate';
import { useParticipateCheck } from '../api/participate-check';
import { applyBody, applyOptions, missingChoice, type ApplyChoice } from '../lib/apply-rules';
import { serverReason } from '../lib/failure';
import { useSpeakLabels } from '../lib/labels';

/** What taking this part costs, as participate-check answered it. */
export function CostLine({ check }: { check: ParticipateCheck }) {
  const { t, lng } = useSpeakLabels();
  const parts: string[] = [];
  if (check.price_cents > 0) parts.push(t('apply.cost.price', { price: formatUsd(check.price_cents, lng) }));
  else if (check.uses_free_use) parts.push(t('apply.cost.freeUse', { count: check.free_uses_left ?? 0 }));
  else parts.push(t('apply.cost.free'));
  if (check.needs_approval) parts.push(t('apply.cost.approval'));
  return <Text size="sm">{parts.join(' ')}</Text>;
}

/**
 * The apply dialog: a player's seat (with a side in a debate, a role in a role play) or a judge's
 * seat. Each complete choice is checked with participate-check first, which says whether it is
 * allowed and what it costs; only then can the application be sent.
 */
export function ApplyDialog({ debate, opened, onClose }: { debate: Debate; opened: boolean; onClose: () => void }) {
  const l = useSpeakLabels();
  const { t } = l;
  const options = applyOptions(debate);
  const [choice, setChoice] = useState<ApplyChoice>({ role: options.roles.length === 1 ? options.roles[0] : null, side: null, roleName: null });
  const [message, setMessage] = useState('');
  const check = useParticipateCheck(debate.id);
  const refusal = useServerText(check.data?.allowed ? null : check.data?.reason);
  const apply = useParticipate(debate.id);
  const missing = missingChoice(debate, choice);
  const { mutate: runCheck, reset: resetCheck } = check;

  useEffect(() => {
    if (!opened) return;
    if (missing) resetCheck();
    else runCheck(applyBody(debate, choice));
    // The check follows the choice only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, missing, choice.role, choice.side, choice.roleName]);

  const send = () =>
    apply.mutate(applyBody(debate, choice, message), {
      onSuccess: (r) => {
        if (r.checkout_url) {
          window.location.assign(r.checkout_url);
          return;
        }
        notifications.show({ color: 'teal', message: r.participant.state === 'approved' ? t('success.joined') : t('success.applied') });
        onClose();
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('apply.title')} centered>
      {options.roles.length === 0 ? (
        <Alert color="gray">{t('apply.noSeats')}</Alert>
      ) : (
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4} id="lb-apply-role">
              {t('apply.role')}
            </Text>
            <SegmentedControl
              aria-labelledby="lb-apply-role"
              fullWidth
              value={choice.role ?? ''}
              onChange={(v) => setChoice((c) => ({ ...c, role: v as ApplyChoice['role'] }))}
              data={options.roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            />
            {!choice.role && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('apply.missing.role')}
              </Text>
            )}
          </div>
          {choice.role === 'player' && debate.debate_type === 'debate' && (
            <div>
              <Text size="sm" fw={500} mb={4} id="lb-apply-side">
                {t('apply.side')}
              </Text>
              <SegmentedControl
                aria-labelledby="lb-apply-side"
                fullWidth
                value={choice.side ?? ''}
                onChange={(v) => setChoice((c) => ({ ...c, side: v as ApplyChoice['side'] }))}
                data={(['prop', 'opp'] as const).map((s) => ({
                  value: s,
                  label: `${l.side(s)} (${t('apply.seats', { count: debate.seats_left[s] ?? 0 })})`,
                  disabled: !options.sides.includes(s),
                }))}
              />
              {!choice.side && (
                <Text size="xs" c="dimmed" mt={4}>
                  {t('apply.missing.side')}
                </Text>
              )}
            </div>
          )}
          {choice.role === 'player' && debate.debate_type === 'role_play' && (
            <Select
              label={t('apply.roleName')}
              placeholder={t('apply.missing.roleName')}
              value={choice.roleName}
              onChange={(v) => setChoice((c) => ({ ...c, roleName: v }))}
              data={options.roleNames}
            />
          )}
          <Textarea label={t('apply.message')} maxLength={500} autosize minRows={2} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
          {!missing && check.isPending && (
            <Text size="sm" c="dimmed">
              {t('apply.checking')}
            </Text>
          )}
          {!missing && check.isError && <Alert color="red">{errorText(check.error, t)}</Alert>}
          {!missing && check.data && (
            <Alert color={check.data.allowed ? 'teal' : 'red'} title={check.data.allowed ? t('apply.allowed') : t('errors.participateFailed')}>
              {check.data.allowed ? <CostLine check={check.data} /> : <Text size="sm">{refusal}</Text>}
            </Alert>
          )}
          {apply.isError && (
            <Alert color="red" title={t('errors.participateFailed')}>
              {serverReason(apply.error) || errorText(apply.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button onClick={send} loading={apply.isPending} disabled={!!missing || !check.data?.allowed}>
              {t('apply.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
