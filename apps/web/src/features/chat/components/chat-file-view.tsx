import type { ChatFile } from '@lingbridge/contracts/chat';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { chatFileUrl } from '../api/get-chat-file';

const IMAGE = /^image\/(jpeg|png|gif|webp|avif)$/;

/** A file of a message: images shown, other files as a download (fetched with the token). */
export function ChatFileView({ file }: { file: ChatFile }) {
  const { t } = useTranslation('chat');
  const [url, setUrl] = useState<string | null>(null);
  const image = IMAGE.test(file.mime);

  useEffect(() => {
    if (!image) return;
    let live = true;
    chatFileUrl(file.file_id).then(
      (u) => live && setUrl(u),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [file.file_id, image]);

  const download = async () => {
    const href = await chatFileUrl(file.file_id);
    const a = document.createElement('a');
    a.href = href;
    a.download = file.filename;
    a.click();
  };

  if (image && url)
    return (
      <a href={url} download={file.filename} aria-label={t('download', { name: file.filename })}>
        <img className="lb-chat-msg__img" src={url} alt={t('imageAlt', { name: file.filename })} />
      </a>
    );
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<Icon name="file" size={14} />}
      onClick={() => void download()}
      aria-label={t('download', { name: file.filename })}
    >
      {file.filename}
    </Button>
  );
}
