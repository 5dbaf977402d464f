import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../lib/error-text';

/** Turns a react-hook-form error into text in the interface language (for Mantine's `error` prop). */
export function useFieldError() {
  const { t } = useTranslation('accounts');
  return (error: FieldError | undefined) => (error ? translateMessage(t, error.message, error.type) : undefined);
}

/** Reads the error of a nested field such as `educations.0.school`. */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node && typeof node === 'object' && 'message' in node ? (node as FieldError) : undefined;
}

/**
 * Puts the server's per-field errors (422 `errors`, paths like `body.educations.0.school`) on the
 * form's fields, focusing the first. Answers whether any field matched.
 */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fieldNames: readonly string[]): boolean {
  if (!(err instanceof ApiError) || !err.errors?.length) return false;
  let first = true;
  for (const e of err.errors) {
    const path = e.path.replace(/^body\.?/, '');
    const root = path.split('.')[0];
    if (!path || !fieldNames.includes(root)) continue;
    setError(path as Path<T>, { type: 'server', message: e.message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
