import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { plainText } from '@lingbridge/contracts/common';
import { Badge, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUpdateMe } from '../../api/update-me';
import { applyServerErrors, useFieldError } from '../../hooks/use-field-error';
import { notifySaveFailed, notifySuccess } from '../../lib/notify';
import { AvatarUpload } from './avatar-upload';
import { userNameOf } from '@lingbridge/contracts/constants';

const profileSchema = z.object({ nick_name: plainText(50) });

/** Avatar, nick name, the read-only e-mail, the role tag and the Verified / Not Verified label. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const save = useUpdateMe();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: { nick_name: user.nick_name ?? '' },
  });

  const onSubmit = handleSubmit(({ nick_name }) =>
    save.mutate(
      { nick_name: nick_name || null },
      {
        onSuccess: (u) => {
          reset({ nick_name: u.nick_name ?? '' });
          notifySuccess(t, 'profileSaved');
        },
        onError: (err) => applyServerErrors(err, setError, ['nick_name']) || notifySaveFailed(t, err),
      },
    ),
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-profile">
      <Title order={2} size="h3" id="settings-profile" mb="md">
        {t('settings.profile')}
      </Title>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <AvatarUpload user={user} />
        <form onSubmit={onSubmit} noValidate style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light" color="teal" data-testid="role-tag">
                {t(`roles.${user.user_role}`)}
              </Badge>
              <Badge variant={user.is_verified ? 'filled' : 'light'} color={user.is_verified ? 'teal' : 'orange'} data-testid="verify-status">
                {user.is_verified ? t('settings.verified') : t('settings.notVerified')}
              </Badge>
            </Group>
            <TextInput label={t('fields.nickName')} autoComplete="nickname" error={fieldError(errors.nick_name)} {...register('nick_name')} />
            {userNameOf(user.email) ? (
              <TextInput label={t('fields.signInName')} value={userNameOf(user.email)!} readOnly variant="filled" description={t('settings.signInNameHint')} />
            ) : (
              <TextInput label={t('fields.email')} value={user.email} readOnly variant="filled" description={t('settings.emailReadOnly')} />
            )}
            <Button type="submit" w="fit-content" loading={save.isPending}>
              {t('settings.saveProfile')}
            </Button>
          </Stack>
        </form>
      </Group>
    </Card>
  );
}
