import type { LearningLanguage } from '@lingbridge/contracts/common';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { LangText } from '../../components/ui/lang-text';
import { PageFrame } from '../../components/ui/page-frame';
import { PageTitle } from '../../components/ui/page-title';
import { setLearningLanguage, useLearningLanguage } from '../../lib/learning-language';
import { DAYS, PHRASES, phraseLang, TONES } from './kickstart-content';
import './info.css';

const OTHERS: { language: LearningLanguage; to: string }[] = [
  { language: 'Simplified_Chinese', to: '/kickstart' },
  { language: 'Spanish', to: '/kickstart-sp' },
  { language: 'English', to: '/kickstart-en' },
];

/** The kickstart programme for one learning language: five short days and the first phrases. */
export function KickstartPage({ language }: { language: LearningLanguage }) {
  const { t, i18n } = useTranslation(['kickstart', 'common']);
  const learning = useLearningLanguage();
  const target = phraseLang(language);
  const languageName = t(`common:languagesInText.${language}`);
  // A meaning column that would repeat the phrase in the same language is left out.
  const showMeaning = i18n.language !== target;
  const tips = t(`tips.${language}`, { returnObjects: true }) as string[];

  return (
    <PageFrame>
      <PageTitle
        eyebrow={t('eyebrow')}
        title={t('title', { language: languageName })}
        description={t('lead', { language: languageName })}
        actions={
          learning !== language && (
            <Button variant="default" onClick={() => setLearningLanguage(language)}>
              {t('makeMine', { language: languageName })}
            </Button>
          )
        }
      />

      <Stack gap={48}>
        <section aria-labelledby="ks-days">
          <Title order={2} id="ks-days" mb="md">
            {t('daysTitle')}
          </Title>
          <ol className="lb-days">
            {DAYS.map((d, i) => (
              <li key={d.key}>
                <span className="lb-day-num" aria-hidden>
                  {i + 1}
                </span>
                <div>
                  <Title order={3} size="h4">
                    {t(`days.${d.key}.title`)}
                  </Title>
                  <Text c="#3f4853" mt={4}>
                    {t(`days.${d.key}.body`, { language: languageName })}
                  </Text>
                  {d.key === 'd1' && (
                    <Text c="#3f4853" mt={4}>
                      {t(`firstDay.${language}`)}
                    </Text>
                  )}
                  {d.to && (
                    <Anchor component={Link} to={d.to} fw={700} mt={6} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                      {t(`days.${d.key}.cta`)}
                      <Icon name="arrowRight" size={16} />
                    </Anchor>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="ks-phrases">
          <Title order={2} id="ks-phrases" mb={6}>
            {t('phrasesTitle')}
          </Title>
          <Text c="dimmed" mb="md">
            {t('phrasesLead')}
          </Text>
          <table className="lb-phrase-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.phrase')}</th>
                {showMeaning && <th scope="col">{t('columns.meaning')}</th>}
                <th scope="col">{t('columns.use')}</th>
              </tr>
            </thead>
            <tbody>
              {PHRASES[language].map((p) => (
                <tr key={p.key}>
                  <td>
                    <LangText lang={target} className="lb-phrase">
                      {p.text}
                    </LangText>
                    {p.romanization && (
                      <Text size="sm" c="teal.9" fw={600}>
                        {p.romanization}
                      </Text>
                    )}
                  </td>
                  {showMeaning && <td>{t(`phrases.${p.key}.meaning`)}</td>}
                  <td>
                    <Text c="#3f4853">{t(`phrases.${p.key}.use`)}</Text>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        {language === 'Simplified_Chinese' && (
          <section aria-labelledby="ks-tones">
            <Title order={2} id="ks-tones" mb={6}>
              {t('tonesTitle')}
            </Title>
            <Text c="dimmed" mb="md">
              {t('tonesLead')}
            </Text>
            <div className="lb-tone-legend">
              {TONES.map((tn) => (
                <Text key={tn.tone} fw={700} className={`lb-tone-${tn.tone}`}>
                  <LangText lang="zh">{tn.mark}</LangText> · {t(`tones.t${tn.tone}`)}
                </Text>
              ))}
            </div>
          </section>
        )}

        <section aria-labelledby="ks-tips">
          <Title order={2} id="ks-tips" mb="md">
            {t('tipsTitle')}
          </Title>
          <List spacing="sm" icon={<Icon name="sparkle" size={18} style={{ color: 'var(--lb-accent)' }} />}>
            {tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="ks-next">
          <Title order={2} id="ks-next" mb="md">
            {t('nextTitle')}
          </Title>
          <Group gap="sm">
            <Button component={Link} to="/admin/register">
              {t('start')}
            </Button>
            {OTHERS.filter((o) => o.language !== language).map((o) => (
              <Button key={o.to} component={Link} to={o.to} variant="default">
                {t('other', { language: t(`common:languagesInText.${o.language}`) })}
              </Button>
            ))}
          </Group>
        </section>
      </Stack>
    </PageFrame>
  );
}
