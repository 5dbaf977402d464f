import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/** For visitors on a page that needs an account: says so and offers Log in and Sign up. */
export function SignInPrompt({ title, description, order }: { title?: ReactNode; description?: ReactNode; order?: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      order={order}
      icon="user"
      title={title ?? t('states.signInTitle')}
      description={description ?? t('states.signInBody')}
      actions={
        <>
          <Button component={Link} to="/admin/login" variant="default">
            {t('actions.login')}
          </Button>
          <Button component={Link} to="/admin/register">
            {t('actions.signUp')}
          </Button>
        </>
      }
    />
  );
}
