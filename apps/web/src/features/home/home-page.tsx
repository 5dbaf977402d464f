import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangText } from '../../components/ui/lang-text';
import { ClientOnly } from '../../components/ui/client-only';
import { Section } from '../../components/ui/section';
import { kickstartPath, useLearningLanguage } from '../../lib/learning-language';
import { useCurrentUser } from '../../app/session/use-current-user';
import { HomeHero } from './home-hero';
import { HomeOffer } from './home-offer';
import { HomePlans } from './home-plans';
import './home.css';

// Published in the CMS; asked for once the page is idle, so the rendered page and its first paint stay as they are.
const CmsExtras = lazy(() => import('../cms/public/home-extras').then((m) => m.loadHomeExtras()));

/** The home page (/): what Lingbridge offers and a way into each part of it (spec 01 §1). */
export function HomePage() {
  const { t } = useTranslation('home');
  const { isLoggedIn } = useCurrentUser();
  const learning = useLearningLanguage();
  return (
    <>
      <HomeHero signedIn={isLoggedIn} />
      <HomeOffer />
      <Section title={t('kickstart.title')} description={t('kickstart.lead')}>
        <ol className="lb-steps">
          {(t('kickstart.steps', { returnObjects: true }) as { title: string; body: string }[]).map((s) => (
            <li key={s.title}>
              <Text fw={700}>{s.title}</Text>
              <Text c="#3f4853" size="md">
                {s.body}
              </Text>
            </li>
          ))}
        </ol>
        <Group gap="sm" mt="xl">
          <Button component={Link} to={kickstartPath(learning)}>
            {t(`kickstart.cta.${learning}`)}
          </Button>
          <Button component={Link} to="/FAQs" variant="default">
            {t('kickstart.faq')}
          </Button>
        </Group>
      </Section>
      <HomePlans />
      <Section>
        <Stack align="center" ta="center" gap="md" maw={680} mx="auto">
          <Text fz={28} fw={600} c="teal.9">
            <LangText lang="zh">你好！</LangText> · <LangText lang="es">¡Hola!</LangText>
          </Text>
          <Title order={2}>{t('closing.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('closing.body')}
          </Text>
          <Group gap="sm" justify="center">
            <Button size="lg" className="lb-wrap-button" component={Link} to={isLoggedIn ? '/user/center' : '/admin/register'}>
              {isLoggedIn ? t('hero.ctaCenter') : t('hero.ctaStart')}
            </Button>
            <Button size="lg" className="lb-wrap-button" variant="default" component={Link} to="/founder-story">
              {t('closing.story')}
            </Button>
          </Group>
        </Stack>
      </Section>
      {/* Last on the page: it appears once the page is idle and moves nothing the reader is looking at. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <CmsExtras />
        </Suspense>
      </ClientOnly>
    </>
  );
}
