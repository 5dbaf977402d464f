import { FileInput, Group, Image } from '@mantine/core';
import { useUploadPicture } from '../api/upload-picture';
import type { FormValues } from '../lib/debate-form';
import { serverReason } from '../lib/failure';
import { useSpeakLabels } from '../lib/labels';

/** The event's thumbnail: chosen, uploaded at once (checked and re-encoded by the server), and shown. */
export function PictureField({
  value,
  error,
  onChange,
  onError,
}: {
  value: FormValues['picture'];
  error?: string;
  onChange: (picture: FormValues['picture']) => void;
  onError: (message: string) => void;
}) {
  const { t } = useSpeakLabels();
  const upload = useUploadPicture();
  const pick = async (file: File | null) => {
    if (!file) return onChange(null);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (err) {
      onError(`${t('errors.pictureFailed')} ${serverReason(err)}`.trim());
    }
  };
  return (
    <Group align="flex-end" gap="md">
      <FileInput
        label={t('fields.picture')}
        description={t('form.pictureHint')}
        accept="image/png,image/jpeg,image/webp"
        placeholder={value ? t('form.pictureChosen') : t('form.pictureChoose')}
        clearable
        onChange={(f) => void pick(f)}
        error={error}
        disabled={upload.isPending}
        style={{ flex: 1, minWidth: 220 }}
      />
      {value && <Image src={value.url} alt={t('form.picturePreview')} h={72} w={128} radius="sm" fit="cover" />}
    </Group>
  );
}
