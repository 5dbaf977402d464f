import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** For visitors on a page that needs an account: log in (and come back here) or sign up. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('accounts');
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(pathname + search);
  return (
    <Paper withBorder radius="lg" p="xl" maw={520} mx="auto" my="xl" data-testid="sign-in-prompt">
      <Stack gap="md" align="center" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={`/admin/login?redirect=${back}`}>
            {t('login.submit')}
          </Button>
          <Button component={Link} to="/admin/register" variant="light">
            {t('login.createAccount')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
