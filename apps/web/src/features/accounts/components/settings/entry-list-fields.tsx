import { Button, Checkbox, Fieldset, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray, useFormContext, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, useFieldError } from '../../hooks/use-field-error';
import type { EntryListName, TeachingFormInput } from '../../lib/teaching-profile-form';

export type EntryField = {
  name: string;
  label: string;
  kind?: 'text' | 'checkbox' | 'select';
  placeholder?: string;
  options?: { value: string; label: string }[];
  required?: boolean;
};

/**
 * A list of entries of the teaching profile (education, certificates, ...) with add and remove
 * buttons; each entry's fields come from `fields`.
 */
export function EntryListFields({
  name,
  legend,
  itemLabel,
  fields,
  emptyRow,
  max,
}: {
  name: EntryListName;
  legend: string;
  itemLabel: string;
  fields: EntryField[];
  emptyRow: Record<string, unknown>;
  max: number;
}) {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const { control, register, formState } = useFormContext<TeachingFormInput>();
  const rows = useFieldArray({ control, name });
  const path = (i: number, f: string) => `${name}.${i}.${f}` as Path<TeachingFormInput>;

  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      <Stack gap="sm">
        {rows.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('teaching.noEntries')}
          </Text>
        )}
        {rows.fields.map((row, i) => (
          <Paper key={row.id} withBorder p="sm" radius="md" role="group" aria-label={`${itemLabel} ${i + 1}`}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              {fields.map((f) => {
                const p = path(i, f.name);
                if (f.kind === 'checkbox') return <Checkbox key={f.name} label={f.label} mt={{ sm: 'xl' }} {...register(p)} />;
                if (f.kind === 'select') {
                  // Keep a stored value that is not among the options, rather than silently replacing it.
                  const current = String((row as Record<string, unknown>)[f.name] ?? '');
                  const options = f.options ?? [];
                  const data = current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
                  return <NativeSelect key={f.name} label={f.label} data={data} {...register(p)} />;
                }
                return (
                  <TextInput
                    key={f.name}
                    label={f.label}
                    placeholder={f.placeholder}
                    withAsterisk={f.required}
                    error={fieldError(errorAt(formState.errors, p))}
                    {...register(p)}
                  />
                );
              })}
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => rows.remove(i)}
                aria-label={`${t('teaching.remove')}: ${itemLabel} ${i + 1}`}
              >
                {t('teaching.remove')}
              </Button>
            </Group>
          </Paper>
        ))}
        {rows.fields.length < max && (
          <Button variant="light" size="sm" w="fit-content" onClick={() => rows.append(emptyRow as never)}>
            {t('teaching.add', { item: itemLabel })}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
