import { SPEAK_LIMITS } from '@lingbridge/contracts/speak';
import { ActionIcon, Combobox, Group, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { useMaterialSearch } from '../api/search-materials';
import { useSpeakLabels } from '../lib/labels';

type Item = { id: number; title: string };

/** Search Read's articles or Watch's videos and pick up to five as the event's materials. */
export function MaterialPicker({
  kind,
  label,
  value,
  onAdd,
  onRemove,
  language,
  error,
}: {
  kind: 'article' | 'video';
  label: string;
  value: Item[];
  onAdd: (item: Item) => void;
  onRemove: (item: Item) => void;
  language?: string;
  error?: string;
}) {
  const { t } = useSpeakLabels();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const combobox = useCombobox();
  const found = useMaterialSearch(kind, debounced, language);
  const full = value.length >= SPEAK_LIMITS.maxMaterials;
  const options = (found.data?.items ?? []).filter((i) => !value.some((v) => v.id === i.id));
  return (
    <Stack gap={6}>
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const item = options.find((o) => String(o.id) === id);
          if (item) onAdd({ id: item.id, title: item.title });
          setQ('');
          combobox.closeDropdown();
        }}
      >
        {/* A combobox by the WAI-ARIA pattern: the field says whether its list is open, and the list has the field's name. */}
        <Combobox.Target withExpandedAttribute>
          <TextInput
            label={label}
            placeholder={full ? t('form.materialsFull', { max: SPEAK_LIMITS.maxMaterials }) : t(`form.search.${kind}`)}
            disabled={full}
            value={q}
            error={error}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options aria-label={label}>
            {options.length ? (
              options.map((o) => (
                <Combobox.Option key={o.id} value={String(o.id)}>
                  {o.title}
                </Combobox.Option>
              ))
            ) : (
              <Combobox.Empty>{found.isFetching ? t('apply.checking') : t('form.nothingFound')}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value.map((v) => (
        <Group key={v.id} gap="xs" wrap="nowrap">
          <Icon name={kind === 'article' ? 'book' : 'video'} size={16} />
          <Text size="sm" style={{ flex: 1 }} truncate>
            {v.title}
          </Text>
          <ActionIcon variant="subtle" color="gray" aria-label={`${t('actions.remove')}: ${v.title}`} onClick={() => onRemove(v)}>
            <Icon name="close" size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
