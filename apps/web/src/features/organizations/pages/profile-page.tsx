import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../accounts/public/session';
import { TeachingProfileSection } from '../../accounts/public/teaching';

/** /teacher/profile: the full teaching profile of spec 01 §3 (the same form as in /setting). */
export function Component() {
  const { t } = useTranslation('organizations');
  const { user, isLoading } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle title={t('profile.title')} description={t('profile.lead')} />
      {isLoading ? <LoadingState /> : !user ? <ErrorState /> : <TeachingProfileSection user={user} />}
    </Stack>
  );
}
