import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state';
import { useSession } from '../../accounts/public/session';
import { SignInPrompt } from '../../accounts/public/teaching';
import { useJoinByCode } from '../api/join';
import { orgErrorText } from '../lib/error-text';
import { MyAssignments } from '../components/my-assignments';
import { MyClasses } from '../components/my-classes';
import '../organizations.css';

const CODE = /^[A-Za-z0-9]{4,12}$/;

/** /organization/join: a learner types the class code the teacher shows on the board. */
export function Component() {
  const { t } = useTranslation('organizations');
  const me = useSession();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const join = useJoinByCode();

  if (me.isLoading) return <LoadingState />;
  if (!me.user) return <SignInPrompt title={t('join.title')} text={t('join.signIn')} />;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const c = code.trim().toUpperCase();
    if (!CODE.test(c)) return setError(t('join.codeInvalid'));
    setError(null);
    join.mutate(c);
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="xl">
          {join.isSuccess ? (
            <Stack gap="md" align="center" ta="center">
              <Title order={1} size="h2">
                {t('join.joined', { group: join.data.group, name: join.data.organization })}
              </Title>
              <Button component={Link} to="/user/center">
                {t('invite.toCenter')}
              </Button>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Title order={1} size="h2">
                  {t('join.title')}
                </Title>
                <Text c="dimmed">{t('join.lead')}</Text>
                <TextInput
                  label={t('join.code')}
                  withAsterisk
                  required
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  error={error}
                  classNames={{ input: 'lb-code' }}
                  maxLength={12}
                  autoComplete="off"
                  autoCapitalize="characters"
                />
                {join.isError && (
                  <Alert color="red" variant="light" role="alert">
                    {orgErrorText(t, join.error)}
                  </Alert>
                )}
                <Button type="submit" loading={join.isPending}>
                  {t('join.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
        <MyClasses />
        <MyAssignments />
      </Stack>
    </Container>
  );
}
