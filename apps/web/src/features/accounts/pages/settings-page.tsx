import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { LanguagesSection } from '../components/settings/languages-section';
import { PasswordSection } from '../components/settings/password-section';
import { ProfileSection } from '../components/settings/profile-section';
import { TeachingProfileSection } from '../components/settings/teaching-profile-section';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useSession } from '../hooks/use-session';
import { accessibleErrorColor } from '../lib/accessible-colors';

/** /setting: account settings of the signed-in user; visitors are asked to log in. */
export function Component() {
  const { t } = useTranslation('accounts');
  const { user, isLoading } = useSession();

  if (isLoading) return <LoadingState />;
  if (!user) return <SignInPrompt title={t('settings.title')} text={t('settings.signInText')} />;

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }} style={accessibleErrorColor}>
      <Stack gap="lg">
        <PageTitle title={t('settings.title')} />
        <ProfileSection user={user} />
        <LanguagesSection user={user} />
        <PasswordSection />
        {user.user_role === 'Mentor' && <TeachingProfileSection user={user} />}
      </Stack>
    </Container>
  );
}
