import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody } from '@lingbridge/contracts/accounts';
import { Button, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '../hooks/use-field-error';
import { apiErrorText } from '../lib/error-text';
import { FormAlert } from './form-alert';

/**
 * One e-mail field and a button, for the calls that answer 202 whatever the address (resend the
 * verification link, forgotten password); on success shows `doneText`.
 */
export function EmailRequestForm({
  mutation,
  submitLabel,
  doneText,
  defaultEmail = '',
}: {
  mutation: UseMutationResult<unknown, Error, string>;
  submitLabel: string;
  doneText: string;
  defaultEmail?: string;
}) {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailBody>, unknown, z.output<typeof emailBody>>({
    resolver: zodResolver(emailBody),
    defaultValues: { email: defaultEmail },
  });

  return (
    <form onSubmit={handleSubmit(({ email }) => mutation.mutate(email))} noValidate>
      <Stack gap="md">
        {mutation.isSuccess && <FormAlert color="teal">{doneText}</FormAlert>}
        {mutation.isError && <FormAlert>{apiErrorText(t, mutation.error)}</FormAlert>}
        <TextInput label={t('fields.email')} type="email" inputMode="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
