import type { AdSlot, HouseAd } from '@lingbridge/contracts/cms';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { apiRequest } from '../../../lib/api-client';
import { pageLanguage } from '../prefetch';

const adsQuery = (slot: AdSlot, lang: SiteLanguageCode, who: number | null) =>
  queryOptions({
    // The reader is in the key: who sees a banner depends on being signed in and on PRO.
    queryKey: ['cms', 'ads', slot, lang, who] as const,
    queryFn: () => apiRequest<HouseAd[]>(`/ads?slot=${slot}&lang=${lang}`),
    staleTime: 300_000,
  });

/** One of our own banners; its link goes through the counting redirect (a plain link: no script, no tracking). */
export function HouseAdCard({ ad }: { ad: HouseAd }) {
  const { t } = useTranslation('cms');
  return (
    <Card
      component="a"
      href={ad.href}
      withBorder
      radius="md"
      padding="md"
      data-testid="house-ad"
      lang={ad.lang === 'zh' ? 'zh-CN' : ad.lang}
      style={{ textDecoration: 'none' }}
    >
      <Group wrap="nowrap" gap="md" align="center">
        {ad.image_url && <Image src={ad.image_url} alt="" w={120} h={72} radius="sm" fit="cover" />}
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('ads.label')}
          </Text>
          <Text fw={600}>{ad.title}</Text>
          {ad.text && <Text size="sm">{ad.text}</Text>}
        </Stack>
      </Group>
    </Card>
  );
}

/** A slot's banner for this reader (the server picks by audience: visitor, free or PRO); nothing when there is none. */
export function HouseAdSlot({ slot }: { slot: AdSlot }) {
  const { user } = useCurrentUser();
  const list = useQuery(adsQuery(slot, pageLanguage(), user?.id ?? null));
  const ad = list.data?.[0];
  if (!ad) return null;
  return (
    <div className="lb-container" style={{ paddingBlock: 24 }}>
      <HouseAdCard ad={ad} />
    </div>
  );
}
