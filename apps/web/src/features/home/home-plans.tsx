import { GROUP_OFFER_MIN_SUBSCRIPTIONS } from '@lingbridge/contracts/constants';
import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { Section } from '../../components/ui/section';
import { formatUsd, PRICES, yearlySavingPercent } from '../../lib/format';

const check = <Icon name="check" size={18} style={{ color: 'var(--lb-accent)' }} />;

/** Plans with their prices (spec 01 §9), then schools and organisations with group pricing. */
export function HomePlans() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language;
  const plans = [
    { key: 'free', price: formatUsd(0, lang), per: '', featured: false },
    { key: 'monthly', price: formatUsd(PRICES.monthlyCents, lang), per: t('plans.perMonth'), featured: false },
    { key: 'yearly', price: formatUsd(PRICES.yearlyCents, lang), per: t('plans.perYear'), featured: true },
  ];
  return (
    <>
      <Section id="plans" title={t('plans.title')} description={t('plans.lead')}>
        <div className="lb-grid lb-grid--3">
          {plans.map((p) => (
            <article key={p.key} className={`lb-card lb-plan${p.featured ? ' lb-plan--featured' : ''}`}>
              <Group justify="space-between" align="center">
                <Title order={3}>{t(`plans.${p.key}.name`)}</Title>
                {p.featured && (
                  <Badge variant="filled" radius="sm">
                    {t('plans.save', { percent: yearlySavingPercent() })}
                  </Badge>
                )}
              </Group>
              <div>
                <span className="lb-price">{p.price}</span>
                {p.per && (
                  <Text component="span" c="dimmed" ml={6}>
                    {p.per}
                  </Text>
                )}
              </div>
              <Text c="#3f4853">{t(`plans.${p.key}.summary`)}</Text>
              <List spacing={6} icon={check} center>
                {(t(`plans.${p.key}.points`, { returnObjects: true }) as string[]).map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              <div className="lb-card__cta">
                <Button component={Link} to={p.key === 'free' ? '/admin/register' : '/subscribe'} variant={p.featured ? 'filled' : 'default'} fullWidth>
                  {t(`plans.${p.key}.cta`)}
                </Button>
              </div>
            </article>
          ))}
        </div>
        <Text size="sm" c="dimmed" mt="lg">
          {t('plans.terms')}
        </Text>
      </Section>
      <Section tinted>
        <div className="lb-band">
          <div className="lb-grid lb-grid--2" style={{ '--lb-grid-gap': '40px' } as CSSProperties}>
            <Stack gap="md">
              <Title order={2} c="white">
                {t('schools.title')}
              </Title>
              <Text size="lg" c="teal.0">
                {t('schools.lead', { count: GROUP_OFFER_MIN_SUBSCRIPTIONS })}
              </Text>
              <Group gap="sm" mt="xs">
                <Button component={Link} to="/contact" variant="white" color="teal.9">
                  {t('schools.ctaDemo')}
                </Button>
                <Button component={Link} to="/subscribe" variant="outline" color="white" styles={{ root: { borderColor: '#fff', color: '#fff' } }}>
                  {t('schools.ctaPricing')}
                </Button>
              </Group>
            </Stack>
            <List spacing="sm" icon={<Icon name="check" size={18} />} c="white">
              {(t('schools.points', { returnObjects: true, count: GROUP_OFFER_MIN_SUBSCRIPTIONS }) as string[]).map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </div>
        </div>
      </Section>
    </>
  );
}
