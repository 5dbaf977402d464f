import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { Avatar, Button, FileButton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useUploadAvatar } from '../../api/upload-avatar';
import { avatarUrl } from '../../../../lib/user-display';
import { apiErrorText } from '../../lib/error-text';
import { notifySuccess } from '../../lib/notify';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** The avatar and a button to upload a new image (POST /user/avatar, images only). */
export function AvatarUpload({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const upload = useUploadAvatar();
  // Kept as the failure itself, and said at render, so it follows a change of interface language.
  const [problem, setProblem] = useState<unknown>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) return setProblem(new ApiError('bad request', 'Not an image', 422, 'Not an image'));
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t, 'uploaded'),
      onError: setProblem,
    });
  };

  return (
    <Stack align="center" gap="xs" miw={140}>
      <Avatar src={avatarUrl(user.avatar)} alt={t('settings.avatarAlt')} size={112} radius={999} />
      <FileButton onChange={choose} accept={ACCEPT}>
        {(props) => (
          <Button {...props} variant="light" size="compact-md" loading={upload.isPending}>
            {t('settings.uploadAvatar')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        {t('settings.avatarHint')}
      </Text>
      {problem != null && (
        <Text size="sm" c="red.8" role="alert" ta="center" maw={220}>
          {apiErrorText(t, problem)}
        </Text>
      )}
    </Stack>
  );
}
