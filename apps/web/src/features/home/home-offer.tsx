import { Anchor, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icons';
import { LangText } from '../../components/ui/lang-text';
import { Section } from '../../components/ui/section';

type Pillar = { key: string; icon: IconName; to: string; sample: { lang: 'zh' | 'es'; text: string } };

const PILLARS: Pillar[] = [
  { key: 'read', icon: 'book', to: '/read', sample: { lang: 'zh', text: '小猫在窗边看雨。' } },
  { key: 'watch', icon: 'play', to: '/video', sample: { lang: 'es', text: '¿Dónde está la estación de tren?' } },
  { key: 'speak', icon: 'mic', to: '/speak', sample: { lang: 'zh', text: '我同意，但是……' } },
];

const PRACTICE: { key: string; icon: IconName; to: string }[] = [
  { key: 'record', icon: 'record', to: '/user/record' },
  { key: 'quiz', icon: 'quiz', to: '/user/quiz' },
  { key: 'words', icon: 'cards', to: '/user/vocabulary/notebook' },
  { key: 'mentors', icon: 'users', to: '/mentors' },
];

function CardLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} fw={700} className="lb-card__cta" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {children}
      <Icon name="arrowRight" size={16} />
    </Anchor>
  );
}

/** Read, Watch, Speak, then the practice tools around them (spec 01 §1 Offer). */
export function HomeOffer() {
  const { t } = useTranslation('home');
  return (
    <>
      <Section title={t('pillars.title')} description={t('pillars.lead')}>
        <div className="lb-grid lb-grid--3">
          {PILLARS.map((p) => (
            <article key={p.key} className="lb-card">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <Icon name={p.icon} size={24} />
              </ThemeIcon>
              <Title order={3}>{t(`pillars.${p.key}.title`)}</Title>
              <Text c="#3f4853">{t(`pillars.${p.key}.body`)}</Text>
              <div className="lb-card__sample">
                <Text fz="lg" fw={500}>
                  <LangText lang={p.sample.lang}>{p.sample.text}</LangText>
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`pillars.${p.key}.sample`)}
                </Text>
              </div>
              <Text size="sm" c="dimmed">
                {t(`pillars.${p.key}.note`)}
              </Text>
              <CardLink to={p.to}>{t(`pillars.${p.key}.cta`)}</CardLink>
            </article>
          ))}
        </div>
      </Section>
      <Section tinted title={t('practice.title')} description={t('practice.lead')}>
        <div className="lb-grid lb-grid--4">
          {PRACTICE.map((p) => (
            <article key={p.key} className="lb-card">
              <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                <Icon name={p.icon} size={20} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`practice.${p.key}.title`)}
              </Title>
              <Text c="#3f4853">{t(`practice.${p.key}.body`)}</Text>
              <CardLink to={p.to}>{t(`practice.${p.key}.cta`)}</CardLink>
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
