import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import { DEFAULT_LEARNING_LANGUAGE } from '@lingbridge/contracts/constants';
import type { LearningLanguage, SiteLanguageCode } from '@lingbridge/contracts/common';
import { Button, Divider, Input, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isSiteLanguage, setSiteLanguage } from '../../../lib/i18n';
import { useRegisterUser } from '../api/register-user';
import { applyServerErrors, useFieldError } from '../hooks/use-field-error';
import { apiErrorText, hasCode } from '../lib/error-text';
import { learningLanguageOptions, SITE_LANGUAGE_OPTIONS } from '../lib/options';
import { registerFormSchema, type RegisterFormInput, type RegisterFormOutput } from '../lib/password-schemas';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { GoogleButton } from './google-button';
import { TermsCheckbox } from './terms-checkbox';

const FIELDS = ['email', 'password', 'nick_name', 'user_role', 'learning_language', 'site_language', 'teaching_language', 'agree_terms'];

/** Sign-up as learner or teacher, with Google or with e-mail (spec 01 §2 Sign-up, §5). */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string, signedIn: boolean) => void }) {
  const { t, i18n } = useTranslation('accounts');
  const fieldError = useFieldError();
  const signUp = useRegisterUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      user_role: 'Member',
      nick_name: '',
      email: '',
      password: '',
      confirm_password: '',
      learning_language: DEFAULT_LEARNING_LANGUAGE,
      teaching_language: DEFAULT_LEARNING_LANGUAGE,
      site_language: isSiteLanguage(i18n.language) ? i18n.language : 'en',
      agree_terms: false as unknown as true,
    },
  });
  const isTeacher = watch('user_role') === 'Mentor';

  const onSubmit = handleSubmit(({ confirm_password: _confirm, teaching_language, ...body }) => {
    const payload = { ...body, ...(body.user_role === 'Mentor' ? { teaching_language } : {}) };
    signUp.mutate(payload, {
      onSuccess: ({ signedIn }) => onRegistered(body.email, signedIn),
      onError: (err) => {
        if (hasCode(err, ACCOUNT_ERRORS.registerExists)) setError('email', { type: 'server', message: ACCOUNT_ERRORS.registerExists }, { shouldFocus: true });
        else applyServerErrors(err, setError, FIELDS);
      },
    });
  });
  const formError = signUp.isError && !hasCode(signUp.error, ACCOUNT_ERRORS.registerExists) ? signUp.error : null;

  return (
    <Stack gap="lg">
      <Controller
        control={control}
        name="user_role"
        render={({ field }) => (
          <Stack gap={6}>
            <Input.Label labelElement="div" id="register-role-label">
              {t('register.role')}
            </Input.Label>
            <SegmentedControl
              aria-labelledby="register-role-label"
              fullWidth
              radius="xl"
              data={[
                { value: 'Member', label: t('register.asLearner') },
                { value: 'Mentor', label: t('register.asTeacher') },
              ]}
              value={field.value}
              onChange={field.onChange}
            />
          </Stack>
        )}
      />
      <GoogleButton
        label={t('google.signUp')}
        input={() => {
          const v = getValues();
          return {
            flow: 'register',
            role: v.user_role,
            learningLanguage: v.learning_language as LearningLanguage,
            siteLanguage: v.site_language as SiteLanguageCode,
          };
        }}
      />
      <Divider label={t('register.orEmail')} labelPosition="center" />
      <form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
        <Stack gap="md">
          {formError && <FormAlert>{apiErrorText(t, formError)}</FormAlert>}
          <TextInput label={t('fields.nickName')} autoComplete="nickname" error={fieldError(errors.nick_name)} {...register('nick_name')} />
          <TextInput
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            error={fieldError(errors.email)}
            {...register('email')}
          />
          <PasswordField
            label={t('fields.password')}
            description={errors.password ? undefined : t('validation.passwordRule')}
            autoComplete="new-password"
            withAsterisk
            error={fieldError(errors.password)}
            {...register('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            error={fieldError(errors.confirm_password)}
            {...register('confirm_password')}
          />
          {isTeacher && <NativeSelect label={t('fields.teachingLanguage')} data={learningLanguageOptions(t)} {...register('teaching_language')} />}
          <NativeSelect label={t('fields.learningLanguage')} data={learningLanguageOptions(t)} {...register('learning_language')} />
          <NativeSelect
            label={t('fields.siteLanguage')}
            data={SITE_LANGUAGE_OPTIONS}
            {...register('site_language', {
              // The interface follows the choice at once, so the rest of the form reads in it.
              onChange: (e) => isSiteLanguage(e.target.value) && void setSiteLanguage(e.target.value),
            })}
          />
          <TermsCheckbox error={fieldError(errors.agree_terms)} {...register('agree_terms')} />
          <Button type="submit" fullWidth size="md" loading={signUp.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
