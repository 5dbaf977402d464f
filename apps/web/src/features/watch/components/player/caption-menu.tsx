import { CAPTION_FORMATS } from '@lingbridge/contracts/watch';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { errorText } from '../../../../lib/error-text';
import { downloadCaptions } from '../../api/download-captions';
import type { CaptionLine } from '../../lib/captions';
import { PlayerIcon } from './icons';

const LINES: CaptionLine[] = ['original', 'foreign', 'en'];

/** Caption download: SRT, WebVTT or text, of what was said, the foreign line or the English line. */
export function CaptionMenu({ videoId, title }: { videoId: number; title: string }) {
  const { t } = useTranslation('watch');
  return (
    <Menu position="top-end">
      {/* The tooltip around the menu's target, not inside it: the target's popup attributes
          (aria-haspopup, aria-expanded) then land on the button, not on the tooltip. */}
      <Tooltip label={t('player.download')}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('player.download')}>
            <PlayerIcon name="download" />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {LINES.map((line) => (
          <div key={line}>
            <Menu.Label>{t(`captions.${line}`)}</Menu.Label>
            {CAPTION_FORMATS.map((format) => (
              <Menu.Item
                key={format}
                onClick={() => downloadCaptions(videoId, title, format, line).catch((err) => notifications.show({ color: 'red', message: errorText(err, t) }))}
                data-testid={`captions-${line}-${format}`}
              >
                {t(`captions.${format}`)}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
