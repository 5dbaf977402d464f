import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/ui/page-frame';
import { PageTitle } from '../../components/ui/page-title';
import { CONTACT_EMAIL } from '../../lib/site-config';
import './info.css';

type PolicySection = { id: string; title: string; paragraphs?: string[]; points?: string[] };

/**
 * /privacy-policy. The figures come from the spec (01 §9): a 45-day response period that can be
 * extended by 45 more days, a 12-month look-back, and cookies that last at most 2 years.
 */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  const sections = t('sections', {
    returnObjects: true,
    responseDays: 45,
    extensionDays: 45,
    lookBackMonths: 12,
    cookieYears: 2,
    email: CONTACT_EMAIL,
  }) as PolicySection[];
  return (
    <PageFrame narrow>
      <PageTitle title={t('title')} description={t('lead')} />
      <Text size="sm" c="dimmed" mb="lg">
        {t('updated')}
      </Text>
      <nav aria-label={t('contents')} style={{ marginBottom: 32 }}>
        <Text fw={700} mb={6}>
          {t('contents')}
        </Text>
        <ol style={{ margin: 0, paddingLeft: '1.3em', lineHeight: 1.8 }}>
          {sections.map((s) => (
            <li key={s.id}>
              <Anchor href={`#${s.id}`}>{s.title}</Anchor>
            </li>
          ))}
        </ol>
      </nav>
      <div className="lb-prose">
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.title}</h2>
            {s.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.points && (
              <ul>
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
