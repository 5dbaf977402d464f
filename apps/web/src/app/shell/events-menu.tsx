import { Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { EventsTrigger } from './header-triggers';
import { useFocusOnMount } from './trigger-focus';

/**
 * The events dropdown (spec 01 §2). Upcoming debates come from the events API, which arrives with
 * the Speak feature; until then it says there are none rather than guessing.
 */
export function EventsMenu({ defaultOpened, focusOnMount }: { defaultOpened?: boolean; focusOnMount?: boolean }) {
  const { t } = useTranslation();
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  return (
    <Menu position="bottom-end" width={300} shadow="md" radius="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <EventsTrigger ref={triggerRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('events.upcoming')}</Menu.Label>
        <Text px="sm" py="xs" c="dimmed" size="sm">
          {t('events.none')}
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to="/speak/list" leftSection={<Icon name="mic" size={18} />}>
          {t('events.browse')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
