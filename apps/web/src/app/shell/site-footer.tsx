import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { kickstartPath, useLearningLanguage } from '../../lib/learning-language';
import './footer.css';

type Column = { titleKey: string; links: { to: string; labelKey: string }[] };

/** The footer: where to go next, the information pages, and who operates Lingbridge (spec 01 §1). */
export function SiteFooter() {
  const { t } = useTranslation();
  const learning = useLearningLanguage();
  const columns: Column[] = [
    {
      titleKey: 'footer.learn',
      links: [
        { to: '/read', labelKey: 'nav.read' },
        { to: '/video', labelKey: 'nav.watch' },
        { to: '/speak', labelKey: 'nav.speak' },
        { to: '/mentors', labelKey: 'nav.mentors' },
        { to: '/materials', labelKey: 'pages.materials' },
      ],
    },
    {
      titleKey: 'footer.start',
      links: [
        { to: kickstartPath(learning), labelKey: 'footer.kickstartYours' },
        { to: '/kickstart', labelKey: 'footer.kickstartZh' },
        { to: '/kickstart-sp', labelKey: 'footer.kickstartEs' },
        { to: '/kickstart-en', labelKey: 'footer.kickstartEn' },
      ],
    },
    {
      titleKey: 'footer.about',
      links: [
        { to: '/founder-story', labelKey: 'pages.founderStory' },
        { to: '/FAQs', labelKey: 'pages.faqs' },
        { to: '/contact', labelKey: 'pages.contact' },
        { to: '/privacy-policy', labelKey: 'pages.privacyPolicy' },
      ],
    },
    {
      titleKey: 'footer.plans',
      links: [
        { to: '/subscribe', labelKey: 'footer.subscribe' },
        { to: '/contact', labelKey: 'footer.schools' },
        { to: '/blog', labelKey: 'pages.blog' },
      ],
    },
  ];

  return (
    <footer className="lb-footer">
      <div className="lb-container">
        <div className="lb-footer__grid">
          <Stack gap="sm" className="lb-footer__brand">
            <Link to="/" className="lb-header__logo" aria-label={t('header.home')}>
              <Logo size={28} />
            </Link>
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          {columns.map((c) => (
            <nav key={c.titleKey} aria-label={t(c.titleKey)}>
              <Text fw={700} mb="xs" component="h2" size="md">
                {t(c.titleKey)}
              </Text>
              <Stack gap={6}>
                {c.links.map((l) => (
                  <Anchor key={l.labelKey} component={Link} to={l.to} c="#27323d" size="sm">
                    {t(l.labelKey)}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
        </div>
        <div className="lb-footer__legal">
          <Text size="sm">{t('footer.operator')}</Text>
          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </div>
      </div>
    </footer>
  );
}
