import { Select, Switch, TextInput } from '@mantine/core';
import type { ExtraField } from './entry-editor';

type Value = string | number | boolean | null;

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as the `datetime-local` input shows it, in the editor's time zone. */
export function toLocalInput(iso: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (v: string) => {
  const d = new Date(v);
  return v && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
};

/** One field of a kind's own: stored in `extra` (times as ISO strings, switches as booleans). */
export function ExtraInput({ field: f, value, onChange }: { field: ExtraField; value: Value; onChange: (v: Value) => void }) {
  const testId = `extra-${f.key}`;
  if (f.type === 'switch')
    return (
      <Switch label={f.label} description={f.description} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} data-testid={testId} />
    );
  if (f.type === 'select')
    return (
      <Select
        label={f.label}
        description={f.description}
        data={f.options ?? []}
        value={value == null || value === '' ? null : String(value)}
        onChange={(v) => onChange(v ?? '')}
        allowDeselect={false}
        data-testid={testId}
      />
    );
  if (f.type === 'datetime')
    return (
      <TextInput
        type="datetime-local"
        label={f.label}
        description={f.description}
        value={toLocalInput(String(value ?? ''))}
        onChange={(e) => onChange(fromLocalInput(e.currentTarget.value))}
        data-testid={testId}
      />
    );
  return (
    <TextInput
      label={f.label}
      description={f.description}
      value={String(value ?? '')}
      maxLength={2000}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid={testId}
    />
  );
}
