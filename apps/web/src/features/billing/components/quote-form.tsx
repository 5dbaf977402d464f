import { zodResolver } from '@hookform/resolvers/zod';
import { GROUP_OFFER_MIN_SUBSCRIPTIONS, quoteBody, type QuoteBody } from '@lingbridge/contracts/billing';
import { VALIDATION_MESSAGES } from '@lingbridge/contracts/validation';
import { Alert, Button, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatUsd } from '../../../lib/format';
import { useRequestQuote } from '../api/request-quote';
import { billingErrorText } from '../lib/error-text';

type Values = z.input<typeof quoteBody>;

/** What the seats field is refused with when it holds too few or no number: the form says the group offers' minimum. */
const SEATS_REFUSALS = ['Group offers start above', VALIDATION_MESSAGES.number, VALIDATION_MESSAGES.wholeNumber];

/** Quote and demo requests for group offers: stored and e-mailed to the team (POST /billing/quote). */
export function QuoteForm({ defaultEmail }: { defaultEmail?: string }) {
  const { t, i18n } = useTranslation('billing');
  const quote = useRequestQuote();
  const form = useForm<Values, unknown, z.output<typeof quoteBody>>({
    resolver: zodResolver(quoteBody),
    defaultValues: {
      kind: 'quote',
      organization: '',
      contact_name: '',
      email: defaultEmail ?? '',
      seats: GROUP_OFFER_MIN_SUBSCRIPTIONS + 1,
      phone: '',
      message: '',
    },
  });
  const kind = form.watch('kind');
  const { errors } = form.formState;
  const msg = (e: { message?: string } | undefined) => {
    if (!e) return undefined;
    if (SEATS_REFUSALS.some((r) => e.message?.startsWith(r))) return t('quote.seatsMin', { count: GROUP_OFFER_MIN_SUBSCRIPTIONS });
    if (/e-mail/i.test(e.message ?? '')) return t('quote.emailInvalid');
    return t('quote.required');
  };

  const submit = form.handleSubmit((v) => {
    const body: QuoteBody = {
      ...v,
      phone: v.phone || undefined,
      message: v.message || undefined,
      preferred_date: v.preferred_date || undefined,
      site_language: i18n.language,
    };
    quote.mutate(body);
  });

  if (quote.isSuccess) {
    const a = quote.data;
    const seats = form.getValues('seats');
    return (
      <Alert color="teal" variant="light" role="status" title={t('quote.title')}>
        <Stack gap={4}>
          <Text>{t('quote.sent', { email: form.getValues('email') })}</Text>
          <Text size="sm">
            {a.estimate_cents_per_year === null
              ? t('quote.estimateCustom', { seats })
              : t('quote.estimate', { seats, amount: formatUsd(a.estimate_cents_per_year, i18n.language), tier: t(`groups.tier.${a.tier}`) })}
          </Text>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('quote.title')}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="quote-kind-label">
                {t('quote.kind')}
              </Text>
              <SegmentedControl
                aria-labelledby="quote-kind-label"
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'quote', label: t('quote.kindQuote') },
                  { value: 'demo', label: t('quote.kindDemo') },
                ]}
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('quote.organization')} required {...form.register('organization')} error={msg(errors.organization)} />
          <TextInput label={t('quote.contactName')} required {...form.register('contact_name')} error={msg(errors.contact_name)} />
          <TextInput label={t('quote.email')} type="email" required {...form.register('email')} error={msg(errors.email)} />
          <TextInput label={t('quote.phone')} type="tel" {...form.register('phone')} />
          <Controller
            control={form.control}
            name="seats"
            render={({ field }) => (
              <NumberInput
                label={t('quote.seats')}
                description={t('quote.seatsHint', { count: GROUP_OFFER_MIN_SUBSCRIPTIONS })}
                required
                min={GROUP_OFFER_MIN_SUBSCRIPTIONS + 1}
                allowDecimal={false}
                value={field.value as number}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v) || 0)}
                onBlur={field.onBlur}
                error={msg(errors.seats)}
              />
            )}
          />
          {kind === 'demo' && (
            <TextInput label={t('quote.preferredDate')} type="date" {...form.register('preferred_date', { setValueAs: (v: string) => v || undefined })} />
          )}
        </SimpleGrid>
        <Textarea label={t('quote.message')} autosize minRows={3} {...form.register('message')} />
        {quote.isError && (
          <Alert color="red" variant="light" role="alert" title={t('quote.failed')}>
            {billingErrorText(t, quote.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={quote.isPending}>
            {t('quote.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
