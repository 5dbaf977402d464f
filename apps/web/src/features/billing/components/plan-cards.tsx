import './billing.css';
import type { PlansResponse, SubscriptionPlan } from '@lingbridge/contracts/billing';
import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatUsd, yearlySavingPercent } from '../../../lib/format';

type Props = {
  plans: PlansResponse['plans'];
  /** What the buttons do; null hides them (already subscribed). */
  onChoose: ((plan: SubscriptionPlan) => void) | null;
  busyPlan: SubscriptionPlan | null;
  buttonLabel?: (plan: SubscriptionPlan) => string;
};

/** The two individual plans of spec 01 §9, with price, renewal and refund rules. */
export function PlanCards({ plans, onChoose, busyPlan, buttonLabel }: Props) {
  const { t, i18n } = useTranslation('billing');
  const shown = (['monthly', 'yearly'] as const).map((code) => plans.find((p) => p.code === code)!).filter(Boolean);
  return (
    <div className="lb-grid lb-grid--2">
      {shown.map((p) => {
        const code = p.code as SubscriptionPlan;
        const featured = code === 'yearly';
        return (
          <article key={code} className={`lb-bill-card lb-bill-plan${featured ? ' lb-bill-plan--featured' : ''}`} data-plan={code}>
            <Stack gap="md" h="100%">
              <Group justify="space-between" align="center">
                <Title order={2} size="h3">
                  {t(`planLong.${code}`)}
                </Title>
                {featured && (
                  <Badge variant="filled" radius="sm">
                    {t('subscribe.save', { percent: yearlySavingPercent() })}
                  </Badge>
                )}
              </Group>
              <div>
                <span className="lb-bill-price">{formatUsd(p.amount_cents, i18n.language)}</span>
                <Text component="span" c="dimmed" ml={6}>
                  {t(`per.${p.interval ?? 'once'}`)}
                </Text>
              </div>
              <Text>{t(`subscribe.${code}Summary`)}</Text>
              <List spacing={8} icon={<Icon name="check" size={16} />} center styles={{ itemLabel: { lineHeight: 1.45 } }}>
                {(t('subscribe.points', { returnObjects: true }) as string[]).map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              <Text size="sm" c="dimmed">
                {t(`subscribe.${code}Refund`)}
              </Text>
              {onChoose && (
                <div className="lb-bill-cta" style={{ marginTop: 'auto' }}>
                  <Button
                    fullWidth
                    variant={featured ? 'filled' : 'default'}
                    loading={busyPlan === code}
                    disabled={!!busyPlan && busyPlan !== code}
                    onClick={() => onChoose(code)}
                  >
                    {buttonLabel ? buttonLabel(code) : t('subscribe.choose', { plan: t(`plan.${code}`).toLowerCase() })}
                  </Button>
                </div>
              )}
            </Stack>
          </article>
        );
      })}
    </div>
  );
}
