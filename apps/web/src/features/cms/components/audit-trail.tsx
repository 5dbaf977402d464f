import type { AuditEntry } from '@lingbridge/contracts/cms';
import { List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../lib/dates';

/** Who changed what, when: the entry's audit trail, newest first. */
export function AuditTrail({ items }: { items: AuditEntry[] }) {
  const { t, i18n } = useTranslation('cms');
  return (
    <section aria-labelledby="audit-title">
      <Title order={2} size="h4" id="audit-title" mb="xs">
        {t('audit.title')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('audit.none')}</Text>
      ) : (
        <List spacing={6} size="sm" data-testid="audit-trail">
          {items.map((a) => (
            <List.Item key={a.id}>
              <Text span fw={600}>
                {t(`audit.actions.${a.action}`)}
              </Text>{' '}
              · {a.by ?? t('audit.scheduler')} · {dateTime(a.at, i18n.language)}
              {a.changes.length > 0 && a.action !== 'schedule' && (
                <Text span c="dimmed">
                  {' '}
                  · {a.changes.join(', ')}
                </Text>
              )}
              {a.action === 'schedule' && a.changes[0] && (
                <Text span c="dimmed">
                  {' '}
                  · {dateTime(a.changes[0], i18n.language)}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
