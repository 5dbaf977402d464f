import type { EventAnnouncement } from '@lingbridge/contracts/cms';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section';
import { apiRequest } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { pageLanguage } from '../prefetch';
import { EventCard } from './event-card';

const eventsQuery = (lang: SiteLanguageCode, limit: number) =>
  queryOptions({
    queryKey: ['cms', 'events', lang, limit] as const,
    queryFn: () => apiRequest<EventAnnouncement[]>(`/events?lang=${lang}&limit=${limit}`),
    staleTime: 300_000,
  });

/** The published announcements not yet over (competitions, open days, webinars); nothing when there are none. */
export function UpcomingEvents({ limit = 3, inline = false }: { limit?: number; inline?: boolean }) {
  const { t } = useTranslation('cms');
  const list = useQuery(eventsQuery(pageLanguage(), limit));
  if (!list.data?.length) return null;
  const grid = (
    <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(3, list.data.length) }} spacing="md">
      {list.data.map((e) => (
        <EventCard key={e.id} event={e} />
      ))}
    </SimpleGrid>
  );
  // Inside a page's frame (Speak) a small heading; on the home page a section of its own.
  if (inline)
    return (
      <Stack gap="sm" my="lg" id="upcoming-events" component="section" aria-label={t('events.upcoming')}>
        <Title order={2} size="h4">
          {t('events.upcoming')}
        </Title>
        {grid}
      </Stack>
    );
  return (
    <Section title={t('events.upcoming')} id="upcoming-events">
      {grid}
    </Section>
  );
}

/** Loaded on demand with its strings (the home page and Speak ask for it once they are idle). */
export const loadUpcomingEvents = () => i18n.loadNamespaces(['cms']).then(() => ({ default: UpcomingEvents }));
