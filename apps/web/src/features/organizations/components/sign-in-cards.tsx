import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreatedLearners } from '../api/create-learners';

/** One card per learner, to cut out and hand over: where to sign in, user name, password. */
export function SignInCards({ learners, groupName }: { learners: CreatedLearners['learners']; groupName: string }) {
  const { t } = useTranslation('organizations');
  const site = typeof window === 'undefined' ? '' : `${window.location.origin}/admin/login`;
  return (
    <div className="lb-cards lb-print-cards" aria-label={t('learners.cards')}>
      {learners.map((l) => (
        <div key={l.user_id} className="lb-card">
          <Text fw={700}>{l.nick_name}</Text>
          <Text size="xs" c="dimmed">
            {groupName}
          </Text>
          <Text size="sm" mt={6}>
            {t('learners.userName')}: <b>{l.user_name}</b>
          </Text>
          <Text size="sm">
            {t('learners.password')}: <b>{l.password}</b>
          </Text>
          <Text size="xs" c="dimmed" mt={6}>
            {t('learners.signInAt', { site })}
          </Text>
        </div>
      ))}
    </div>
  );
}
