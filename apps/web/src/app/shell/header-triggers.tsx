import type { LearningLanguage } from '@lingbridge/contracts/common';
import { Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { UserAvatar } from '../../components/ui/user-avatar';
import { displayName } from '../../lib/user-display';

// The buttons that open the header's dropdowns. The same ones stand in for the dropdowns until
// their code has loaded, so the swap is invisible.

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>;

export function EventsTrigger(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="gray" size="sm" px={10} c="#27323d" rightSection={<Icon name="chevronDown" size={14} />} {...props}>
      {t('events.menu')}
    </Button>
  );
}

export function LearningTrigger({ language, ...props }: ButtonProps & { language: LearningLanguage }) {
  const { t } = useTranslation();
  const name = t(`languages.${language}`);
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      px={10}
      c="#27323d"
      rightSection={<Icon name="chevronDown" size={14} />}
      aria-label={t('learning.current', { language: name })}
      {...props}
    >
      {name}
    </Button>
  );
}

type AccountUser = { nick_name?: string | null; email?: string | null; avatar?: { file_id: string } | null };

export function AccountTrigger({ user, className, ...props }: ButtonProps & { user: AccountUser }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('account.menuLabel', { name: displayName(user) })}
      {...props}
      className={className ? `lb-account-trigger ${className}` : 'lb-account-trigger'}
    >
      <UserAvatar user={user} size={34} decorative />
      <Icon name="chevronDown" size={16} />
    </button>
  );
}
