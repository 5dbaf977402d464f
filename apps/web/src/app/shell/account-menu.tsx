import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { UserAvatar } from '../../components/ui/user-avatar';
import { contactOf, displayName } from '../../lib/user-display';
import { AccountTrigger } from './header-triggers';
import { accountLinks } from './nav-items';
import { useFocusOnMount } from './trigger-focus';

type Props = {
  user: Pick<CurrentUser, 'email' | 'nick_name' | 'avatar' | 'user_role' | 'learning_language' | 'abilities'>;
  onLogout: () => void;
  defaultOpened?: boolean;
  focusOnMount?: boolean;
};

/** The account dropdown (spec 01 §2): who is signed in, their role and learning language, and links. */
export function AccountMenu({ user, onLogout, defaultOpened, focusOnMount }: Props) {
  const { t } = useTranslation();
  const name = displayName(user);
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  // Not in a portal: the open menu stays inside the header's banner landmark (axe's region rule).
  return (
    <Menu position="bottom-end" width={280} shadow="md" radius="md" withinPortal={false} defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountTrigger user={user} ref={triggerRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" wrap="nowrap" p="sm" align="flex-start">
          <UserAvatar user={user} size={44} decorative />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate data-testid="account-name">
              {name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {contactOf(user)}
            </Text>
            <Group gap={6} mt={4}>
              <Badge variant="light" size="sm" radius="sm">
                {t(`roles.${user.user_role}`)}
              </Badge>
              <Badge variant="outline" color="gray" size="sm" radius="sm" styles={{ root: { color: '#3f4853' } }}>
                {t(`languages.${user.learning_language}`)}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Menu.Divider />
        {accountLinks(user).map((l) => (
          <Menu.Item key={l.to} component={Link} to={l.to} leftSection={<Icon name={l.icon} size={18} />}>
            {t(l.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<Icon name="logout" size={18} />}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
