import { LEARNING_LANGUAGES } from '@lingbridge/contracts/languages';
import { LEVELS } from '@lingbridge/contracts/constants';
import { MATERIAL_DESCRIPTION_MAX, MATERIAL_TITLE_MAX, type Material } from '@lingbridge/contracts/materials';
import { Button, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/server-text';

export type MaterialFormValues = { title: string; description: string; language: string; level: string; price_cents: number; file: File | null };

const ACCEPT = '.pdf,.docx,.pptx,.xlsx,.mp3,.m4a,.wav,.ogg,application/pdf,audio/*';

/**
 * The details of a material and its file: for a new one the file is required; for an edit it
 * replaces the current file when given. The server checks everything again (type by content, size).
 */
export function MaterialForm({
  initial,
  submitLabel,
  pending,
  fieldErrors,
  onSubmit,
  onCancel,
}: {
  initial?: Material;
  submitLabel: string;
  pending: boolean;
  fieldErrors?: Record<string, string>;
  onSubmit: (v: MaterialFormValues) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('materials');
  const [v, setV] = useState<MaterialFormValues>({
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    language: initial?.language ?? 'Simplified_Chinese',
    level: initial?.level ?? 'Beginner',
    price_cents: initial?.price_cents ?? 0,
    file: null,
  });
  const set = <K extends keyof MaterialFormValues>(k: K, x: MaterialFormValues[K]) => setV((o) => ({ ...o, [k]: x }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(v);
  };
  const err = (k: string) => fieldErrors?.[k];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('form.title')}
          required
          maxLength={MATERIAL_TITLE_MAX}
          value={v.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={err('title')}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={3}
          maxLength={MATERIAL_DESCRIPTION_MAX}
          value={v.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={err('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('form.language')}
            allowDeselect={false}
            value={v.language}
            onChange={(x) => x && set('language', x)}
            data={LEARNING_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`, { ns: 'common' }) }))}
          />
          <Select
            label={t('form.level')}
            allowDeselect={false}
            value={v.level}
            onChange={(x) => x && set('level', x)}
            data={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
          />
          <NumberInput
            label={t('form.price')}
            description={t('form.priceHint')}
            min={0}
            max={200}
            decimalScale={2}
            prefix="$"
            value={v.price_cents / 100}
            onChange={(x) => set('price_cents', Math.round(Number(x || 0) * 100))}
            error={err('price_cents')}
          />
        </SimpleGrid>
        <FileInput
          label={initial ? t('teacher.replaceFile') : t('form.file')}
          description={t('form.fileHint')}
          required={!initial}
          accept={ACCEPT}
          clearable
          value={v.file}
          onChange={(f) => set('file', f)}
          error={err('file')}
          placeholder={initial?.file_name}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The form's values as the multipart body of POST /materials. */
export function materialFormData(v: MaterialFormValues) {
  const form = new FormData();
  form.append('title', v.title);
  form.append('description', v.description);
  form.append('language', v.language);
  form.append('level', v.level);
  form.append('price_cents', String(v.price_cents));
  if (v.file) form.append('file', v.file);
  return form;
}

/** The server's 422 `errors` by field, to show beside the inputs. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  const list = (err as { errors?: { path: string; message: string }[] } | null)?.errors ?? [];
  return Object.fromEntries(list.map((e) => [e.path, serverText(e.message) ?? e.message]));
}
