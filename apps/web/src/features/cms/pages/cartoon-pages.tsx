import { CARTOON_LANGUAGES, CARTOON_LEVELS, type EntrySource } from '@lingbridge/contracts/cms';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EntryEditor, useEditorKey, type KindSpec } from '../components/entry-editor';
import { EntryList } from '../components/entry-list';
import { CartoonPanels } from '../cartoons/cartoon-panels';
import { PanelsEditor, panelsOf } from '../cartoons/panels-editor';
import { imageOf, versionFor } from '../lib/versions';

/** The preview: the saved draft as a learner reads it in Read, words clickable. */
function CartoonPreview({ source, lang }: { source: EntrySource; lang: SiteLanguageCode }) {
  const { t } = useTranslation('cms');
  const { version } = versionFor(source.draft, lang);
  const language = source.draft.extra.language === 'Spanish' ? 'Spanish' : 'Simplified_Chinese';
  const panels = panelsOf(source.draft).map((p) => ({ image_url: imageOf(p.file_id)!, bubbles: p.bubbles }));
  return (
    <Stack gap="sm">
      <Title order={2}>{version.title}</Title>
      {version.summary && <Text c="dimmed">{version.summary}</Text>}
      {panels.length ? <CartoonPanels panels={panels} language={language} pinyin={false} translations /> : <Text c="dimmed">{t('cartoons.noPanels')}</Text>}
    </Stack>
  );
}

/** Cartoons (decision 0118): a title and summary per interface language, the bubbles' language, a level, panels with bubbles. */
function useCartoonSpec(): KindSpec {
  const { t } = useTranslation('cms');
  return {
    kind: 'cartoon',
    listPath: '/cms/cartoonList',
    editPath: (id) => `/cms/cartoonEditor/${id}`,
    titles: { create: t('cartoons.new'), edit: t('cartoons.edit'), list: t('cartoons.list') },
    body: false,
    cover: false,
    labels: { title: t('cartoons.title'), summary: t('cartoons.summary') },
    extra: [
      {
        key: 'language',
        label: t('cartoons.language'),
        type: 'select',
        options: CARTOON_LANGUAGES.map((v) => ({ value: v, label: t(`cartoons.languages.${v}`) })),
      },
      { key: 'level', label: t('cartoons.level'), type: 'select', options: CARTOON_LEVELS.map((v) => ({ value: v, label: t(`cartoons.levels.${v}`) })) },
    ],
    Main: PanelsEditor,
    Preview: CartoonPreview,
  };
}

/** /cms/cartoonList: every cartoon, drafts and scheduled ones included. */
export function CartoonListPage() {
  return <EntryList spec={useCartoonSpec()} newPath="/cms/cartoonEditor" />;
}

/** /cms/cartoonEditor (a new cartoon) and /cms/cartoonEditor/{id}. */
export function CartoonEditorPage() {
  return <EntryEditor key={useEditorKey()} spec={useCartoonSpec()} />;
}
