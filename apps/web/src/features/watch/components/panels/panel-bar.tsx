import type { LearningLanguage } from '@lingbridge/contracts/common';
import { Button, Group, Paper, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icons';
import { SignInPrompt } from '../../../../components/ui/sign-in-prompt';
import { getToken } from '../../../../lib/storage';
import { useOnePanel, type PanelName } from '../../hooks/use-one-panel';
import { HistoryList } from '../../../vocabulary/public/for-watch';
import { VideoBox } from '../video-box/video-box';
import { PlayerIcon } from '../player/icons';
import { NotebookPanel } from './notebook-panel';

/** The Watch panels (spec 01 §2): notebook, upload video, look-up history; one open at a time. */
export function PanelBar({ language }: { language: LearningLanguage }) {
  const { t } = useTranslation('watch');
  const { open, ref, toggle, close } = useOnePanel();
  const signedIn = !!getToken();
  // On phones the three buttons are icons (with their names for screen readers and a tooltip).
  const narrow = useMediaQuery('(max-width: 36em)', false);
  const tab = (name: PanelName, icon: React.ReactNode) => {
    const common = {
      variant: open === name ? 'filled' : 'light',
      onClick: () => toggle(name),
      'aria-expanded': open === name,
      'aria-controls': open === name ? `watch-panel-${name}` : undefined,
      'data-testid': `panel-${name}`,
    } as const;
    // One button for every width, so the server's page fits a phone before the app takes over: on
    // phones CSS shows only its icon (watch.css), and the tooltip gives the name once the app runs.
    return (
      <Tooltip key={name} label={t(`panels.${name}`)} disabled={!narrow}>
        <Button {...common} className="lb-watch-panel-tab" leftSection={icon} aria-label={t(`panels.${name}`)}>
          <span className="lb-watch-panel-tab-label">{t(`panels.${name}`)}</span>
        </Button>
      </Tooltip>
    );
  };
  return (
    <div className="lb-watch-panels" ref={ref}>
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {tab('notebook', <Icon name="notebook" size={18} />)}
        {tab('upload', <PlayerIcon name="upload" size={18} />)}
        {tab('history', <Icon name="history" size={18} />)}
      </Group>
      {open && (
        <Paper
          className="lb-watch-panel"
          withBorder
          radius="lg"
          p="md"
          id={`watch-panel-${open}`}
          role="region"
          aria-label={t(`panels.${open}`)}
          data-testid="watch-panel"
        >
          {open === 'upload' ? (
            <VideoBox onNavigate={close} />
          ) : !signedIn ? (
            <SignInPrompt order={2} description={t('panels.signIn')} />
          ) : open === 'notebook' ? (
            <NotebookPanel language={language} onNavigate={close} />
          ) : (
            <HistoryList language={language} order={2} />
          )}
        </Paper>
      )}
    </div>
  );
}
