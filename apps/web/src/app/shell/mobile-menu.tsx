import { LEARNING_LANGUAGES } from '@lingbridge/contracts/languages';
import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { LangText } from '../../components/ui/lang-text';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useSession } from '../../features/accounts/hooks/use-session';
import { useLearningLanguage } from '../../lib/learning-language';
import { displayName } from '../../lib/user-display';
import { NATIVE_NAMES, useChooseLearningLanguage } from './learning-language-picker';
import { can } from '../../lib/can';
import { accountLinks, mainNavItems } from './nav-items';
import { SiteLanguageSwitcher } from './site-language-switcher';
import './mobile-menu.css';

type Props = { opened: boolean; onClose: () => void };

/** The phone and tablet menu: everything the header bar holds on a wide screen. */
export function MobileMenu({ opened, onClose }: Props) {
  const session = useSession();
  const { t } = useTranslation();
  const learning = useLearningLanguage();
  const user = session.user;
  const choose = useChooseLearningLanguage(!!user);

  return (
    <Drawer opened={opened} onClose={onClose} title={t('header.menu')} size={320} padding="md" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="lg" onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
        {user && (
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} size={44} decorative />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {displayName(user)}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {t(`roles.${user.user_role}`)} · {t(`languages.${user.learning_language}`)}
              </Text>
            </div>
          </Group>
        )}
        <nav aria-label={t('header.mainNav')} className="lb-mobile-nav">
          {mainNavItems(learning).map((item) => (
            <NavLink key={item.to} to={item.to} className="lb-mobile-nav__link">
              <Icon name={item.icon} size={20} />
              {t(item.labelKey)}
            </NavLink>
          ))}
          <NavLink to="/speak/list" className="lb-mobile-nav__link">
            <Icon name="calendar" size={20} />
            {t('events.menu')}
          </NavLink>
        </nav>

        <div role="group" aria-labelledby="lb-mobile-learning">
          <Text id="lb-mobile-learning" size="sm" fw={700} c="dimmed" mb={6}>
            {t('learning.label')}
          </Text>
          <Group gap={6}>
            {LEARNING_LANGUAGES.map((l) => (
              <Button key={l} size="compact-md" variant={l === learning ? 'filled' : 'default'} aria-pressed={l === learning} onClick={() => void choose(l)}>
                <LangText lang={NATIVE_NAMES[l].lang}>{NATIVE_NAMES[l].text}</LangText>
              </Button>
            ))}
          </Group>
        </div>

        {can(user, 'switch_site_language') && (
          <div>
            <Text size="sm" fw={700} c="dimmed" mb={6} aria-hidden>
              {t('siteLanguage.label')}
            </Text>
            <SiteLanguageSwitcher />
          </div>
        )}

        <Divider />
        {user ? (
          <nav aria-label={t('account.navLabel')} className="lb-mobile-nav">
            {accountLinks(user).map((l) => (
              <NavLink key={l.to} to={l.to} className="lb-mobile-nav__link">
                <Icon name={l.icon} size={20} />
                {t(l.labelKey)}
              </NavLink>
            ))}
            {can(user, 'subscribe') && (
              <Button component={Link} to="/subscribe" mt="sm">
                {t('actions.subscribe')}
              </Button>
            )}
            <Button
              variant="default"
              mt="sm"
              leftSection={<Icon name="logout" size={18} />}
              onClick={() => {
                onClose();
                void session.logout();
              }}
            >
              {t('account.logout')}
            </Button>
          </nav>
        ) : (
          <Stack gap="sm">
            <Button component={Link} to="/subscribe">
              {t('actions.subscribe')}
            </Button>
            <Button component={Link} to="/admin/login" variant="default">
              {t('actions.login')}
            </Button>
            <Button component={Link} to="/admin/register" variant="subtle">
              {t('actions.signUp')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
