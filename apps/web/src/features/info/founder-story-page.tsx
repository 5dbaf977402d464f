import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangText } from '../../components/ui/lang-text';
import { PageFrame } from '../../components/ui/page-frame';
import { PageTitle } from '../../components/ui/page-title';
import './info.css';

/** /founder-story: why Lingbridge exists. */
export function FounderStoryPage() {
  const { t } = useTranslation('info');
  const before = t('founder.before', { returnObjects: true }) as string[];
  const after = t('founder.after', { returnObjects: true }) as string[];
  return (
    <PageFrame narrow>
      <PageTitle eyebrow={t('founder.eyebrow')} title={t('founder.title')} description={t('founder.lead')} />
      <div className="lb-prose">
        {before.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <blockquote className="lb-quote">
          <Text fz="xl" fw={600} mb={6}>
            <LangText lang="zh">桥</LangText> · <LangText lang="es">puente</LangText> · bridge
          </Text>
          {t('founder.quote')}
        </blockquote>
        {after.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <Group gap="sm" mt="xl">
        <Button component={Link} to="/admin/register">
          {t('founder.cta')}
        </Button>
        <Button component={Link} to="/contact" variant="default">
          {t('founder.contact')}
        </Button>
      </Group>
    </PageFrame>
  );
}
