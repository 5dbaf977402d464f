import type { DebatePage, DebateType } from '@lingbridge/contracts/speak';
import { Badge, Group, Loader, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { apiRequest } from '../../lib/api-client';
import { EventsTrigger } from './header-triggers';
import { useFocusOnMount } from './trigger-focus';

const TYPE_COLORS: Record<DebateType, string> = { debate: 'grape', role_play: 'orange', mini_debate: 'teal' };

/** GET /debate?scope=upcoming&size=5, asked only once the menu opens (the header stays light). */
const upcomingEvents = () => apiRequest<DebatePage>('/debate', { query: { scope: 'upcoming', size: 5 } });

/** The events dropdown (spec 01 §2): the next five upcoming events with their type tag, and the way to all of them. */
export function EventsMenu({ defaultOpened, focusOnMount }: { defaultOpened?: boolean; focusOnMount?: boolean }) {
  const { t, i18n } = useTranslation();
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  const [wanted, setWanted] = useState(!!defaultOpened);
  const events = useQuery({ queryKey: ['speak', 'menu', 'upcoming'], queryFn: upcomingEvents, enabled: wanted, staleTime: 60_000 });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    );
  const items = events.data?.items ?? [];
  // Not in a portal: the open menu stays inside the header's banner landmark (axe's region rule).
  return (
    <Menu position="bottom-end" width={320} shadow="md" radius="md" withinPortal={false} defaultOpened={defaultOpened} onOpen={() => setWanted(true)}>
      <Menu.Target>
        <EventsTrigger ref={triggerRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('events.upcoming')}</Menu.Label>
        {events.isLoading ? (
          <Group justify="center" py="xs">
            <Loader size="sm" type="dots" aria-label={t('states.loading')} />
          </Group>
        ) : events.isError ? (
          <Text px="sm" py="xs" c="dimmed" size="sm">
            {t('events.failed')}
          </Text>
        ) : !items.length ? (
          <Text px="sm" py="xs" c="dimmed" size="sm">
            {t('events.none')}
          </Text>
        ) : (
          items.map((d) => (
            <Menu.Item key={d.id} component={Link} to={`/speak/${d.id}`}>
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                  {d.title}
                </Text>
                <Badge size="xs" variant="light" color={TYPE_COLORS[d.debate_type]} style={{ flexShrink: 0 }}>
                  {t(`events.types.${d.debate_type}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {when(d.start_time)}
              </Text>
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/speak/list" leftSection={<Icon name="mic" size={18} />}>
          {t('events.browse')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
