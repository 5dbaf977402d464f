import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useSession } from '../../features/accounts/hooks/use-session';
import { contactOf, displayName } from '../../lib/user-display';
import { userNameOf } from '@lingbridge/contracts/constants';

/** /user/account (and /user/profile for Mentors): the signed-in user's account at a glance. */
export function MyAccountPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const mentor = user.user_role === 'Mentor';
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(user.created_at));
  const rows: [string, string][] = [
    [userNameOf(user.email) ? t('me.signInName') : t('me.email'), contactOf(user)],
    [t('me.role'), t(`roles.${user.user_role}`)],
    [t('me.learning'), t(`languages.${user.learning_language}`)],
    [t('me.plan'), user.is_paid ? t('me.planPro') : t('me.planFree')],
    [t('me.since'), since],
  ];
  return (
    <>
      <PageTitle title={mentor ? t('pages.user.profile') : t('pages.user.account')} description={t('me.description')} />
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <UserAvatar user={user} size={72} decorative />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={700} size="xl" truncate>
                {displayName(user)}
              </Text>
              <Group gap={6}>
                <Badge variant="light" color={user.is_verified ? 'teal' : 'orange'}>
                  {user.is_verified ? t('me.verified') : t('me.notVerified')}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" style={{ margin: 0 }}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button component={Link} to="/setting">
              {t('me.edit')}
            </Button>
            {mentor && (
              <Button component={Link} to={`/mentors/resume/${user.id}`} variant="default">
                {t('me.publicResume')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </>
  );
}
