import type { Material } from '@lingbridge/contracts/materials';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/format';

const STATUS_COLOR = { pending: 'orange', approved: 'teal', rejected: 'red' } as const;

/** Language, level, format and price of a material; its review state where the viewer sees it. */
export function MaterialBadges({ m, withStatus }: { m: Material; withStatus?: boolean }) {
  const { t, i18n } = useTranslation('materials');
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light">{t(`languages.${m.language}`, { ns: 'common' })}</Badge>
      <Badge variant="light" color="grape">
        {t(`levels.${m.level}`)}
      </Badge>
      <Badge variant="outline" color="gray">
        {t(`formats.${m.format}`)}
      </Badge>
      <Badge variant="light" color={m.price_cents ? 'blue' : 'teal'} c={m.price_cents ? 'blue.9' : 'teal.9'}>
        {m.price_cents ? formatUsd(m.price_cents, i18n.language) : t('free')}
      </Badge>
      {withStatus && (
        <Badge variant="light" color={STATUS_COLOR[m.status]} c="dark.8">
          {t(`status.${m.status}`)}
        </Badge>
      )}
    </Group>
  );
}
