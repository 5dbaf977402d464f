import { categorySlug, LEVELS } from '@lingbridge/contracts/constants';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/list-categories';
import { useLabels } from '../lib/use-labels';

type Props = {
  category: string | null;
  level: string | null;
  query: string;
  onCategory: (slug: string | null) => void;
  onLevel: (level: string | null) => void;
  onSearch: (q: string) => void;
};

/** Category and level filters and the search box of the article list. */
export function ArticleFilters({ category, level, query, onCategory, onLevel, onSearch }: Props) {
  const { t } = useTranslation('reading');
  const labels = useLabels();
  const categories = useCategories();
  // Uncontrolled: what a reader types before the app has taken the server-rendered page over stays
  // in the box (hydration would put a state's value back), and is read when the form is sent.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    if (q) onSearch(q);
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="lg">
      {/* The phone's own pickers: no dropdown code to load before the list shows. */}
      <NativeSelect
        label={t('filters.category')}
        data={[{ value: '', label: t('filters.allCategories') }, ...(categories.data ?? []).map((c) => ({ value: c.slug, label: labels.category(c.name) }))]}
        value={category ? categorySlug(category) : ''}
        onChange={(e) => onCategory(e.currentTarget.value || null)}
        w={240}
      />
      <NativeSelect
        label={t('filters.level')}
        data={[{ value: '', label: t('filters.allLevels') }, ...LEVELS.map((l) => ({ value: l, label: labels.level(l) }))]}
        value={level ?? ''}
        onChange={(e) => onLevel(e.currentTarget.value || null)}
        w={180}
      />
      {/* On a phone the search takes its own row and the field fills it; on the narrowest phones the
          field gives way so the button stays on screen. */}
      <form onSubmit={submit} role="search" className="lb-read-search" style={{ flex: '1 1 300px', maxWidth: 420 }}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            name="q"
            defaultValue={query}
            style={{ flex: '1 1 240px', minWidth: 0 }}
          />
          <Button type="submit" variant="light" style={{ flex: 'none' }}>
            {t('filters.searchButton')}
          </Button>
        </Group>
      </form>
    </Group>
  );
}
