import { NativeSelect, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../hooks/use-field-error';
import { learningLanguageOptions } from '../../lib/options';
import type { TeachingFormInput } from '../../lib/teaching-profile-form';

/** Teaching language, where and when the mentor teaches, and years of experience. */
export function TeachingBasicsFields() {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TeachingFormInput>();
  const text = (name: 'country_region' | 'city_town' | 'postal_code' | 'time_flexibility' | 'location_flexibility', label: string, placeholder?: string) => (
    <TextInput label={label} placeholder={placeholder} error={fieldError(errors[name])} {...register(name)} />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <NativeSelect
        label={t('fields.teachingLanguage')}
        data={[{ value: '', label: t('teaching.choose') }, ...learningLanguageOptions(t)]}
        error={fieldError(errors.teaching_language)}
        {...register('teaching_language')}
      />
      <Controller
        control={control}
        name="year_of_teaching_experience"
        render={({ field }) => (
          <NumberInput
            label={t('teaching.years')}
            min={0}
            max={80}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            error={fieldError(errors.year_of_teaching_experience)}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(v) => field.onChange(typeof v === 'number' ? v : '')}
          />
        )}
      />
      {text('country_region', t('teaching.country'))}
      {text('city_town', t('teaching.city'))}
      {text('postal_code', t('teaching.postalCode'))}
      {text('time_flexibility', t('teaching.timeFlexibility'), t('teaching.timeFlexibilityHint'))}
      {text('location_flexibility', t('teaching.locationFlexibility'), t('teaching.locationFlexibilityHint'))}
    </SimpleGrid>
  );
}

/** About and autobiography: the mentor's own words. */
export function TeachingAboutFields() {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const {
    register,
    formState: { errors },
  } = useFormContext<TeachingFormInput>();
  return (
    <>
      <Textarea label={t('teaching.about')} autosize minRows={3} maxRows={8} maxLength={2000} error={fieldError(errors.about)} {...register('about')} />
      <Textarea
        label={t('teaching.autobiography')}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={10000}
        error={fieldError(errors.autobiography)}
        {...register('autobiography')}
      />
    </>
  );
}
