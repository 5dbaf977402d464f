import { AD_SLOTS, type EntrySource } from '@lingbridge/contracts/cms';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { Card, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdClicks } from '@lingbridge/contracts/cms';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { EntryEditor, useEditorKey, type KindSpec } from '../components/entry-editor';
import { EntryList } from '../components/entry-list';
import { imageOf, versionFor } from '../lib/versions';
import { HouseAdCard } from '../public/house-ad';

/** The preview: the banner as a reader sees it (its link not followed). */
function AdPreview({ source, lang }: { source: EntrySource; lang: SiteLanguageCode }) {
  const { code, version } = versionFor(source.draft, lang);
  return (
    <HouseAdCard
      ad={{ id: source.id, title: version.title, text: version.summary ?? '', image_url: imageOf(source.draft.cover_file_id), href: '#', lang: code }}
    />
  );
}

/** The banner's clicks: a count a day, nobody's identity (decision 0116). */
function AdClicksCard({ source }: { source: EntrySource }) {
  const { t } = useTranslation('cms');
  const clicks = useQuery({ queryKey: ['cms', 'ad', 'clicks', source.id], queryFn: () => apiRequest<AdClicks>(`/cms/ads/${source.id}/clicks`) });
  if (!clicks.data) return null;
  return (
    <Card withBorder padding="sm" data-testid="ad-clicks">
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t('ads.clicks')}
        </Text>
        <Text size="sm">{clicks.data.total ? t('ads.clicksTotal', { count: clicks.data.total }) : t('ads.clicksNone')}</Text>
        {clicks.data.days.slice(0, 7).map((d) => (
          <Text key={d.day} size="xs" c="dimmed">
            {d.day}: {d.clicks}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** House ads (decision 0116): a headline and text per language, a picture, a slot, an audience, a link, an end. */
function useAdSpec(): KindSpec {
  const { t } = useTranslation('cms');
  return {
    kind: 'ad',
    listPath: '/cms/adList',
    editPath: (id) => `/cms/adEditor/${id}`,
    titles: { create: t('ads.new'), edit: t('ads.edit'), list: t('ads.list') },
    body: false,
    cover: true,
    labels: { title: t('ads.headline'), summary: t('ads.text') },
    extra: [
      { key: 'slot', label: t('ads.slot'), type: 'select', options: AD_SLOTS.map((v) => ({ value: v, label: t(`ads.slots.${v}`) })) },
      { key: 'link', label: t('ads.link'), description: t('ads.linkHint') },
      { key: 'ends_at', label: t('ads.endsAt'), type: 'datetime' },
      { key: 'audience_visitor', label: t('ads.visitor'), type: 'switch', description: t('ads.audience') },
      { key: 'audience_free', label: t('ads.free'), type: 'switch' },
      { key: 'audience_pro', label: t('ads.pro'), type: 'switch' },
    ],
    Preview: AdPreview,
    Aside: AdClicksCard,
  };
}

/** /cms/adList (and the side menu's /cms/adlist): every banner. */
export function AdListPage() {
  return <EntryList spec={useAdSpec()} newPath="/cms/adEditor" />;
}

/** /cms/adEditor and /cms/adEditor/{id}. */
export function AdEditorPage() {
  return <EntryEditor key={useEditorKey()} spec={useAdSpec()} />;
}
