import type { TranscriptSentence } from '@lingbridge/contracts/watch';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icons';

type Props = {
  mountRef: RefObject<HTMLDivElement | null>;
  ready: boolean;
  error: string | null;
  subtitle: TranscriptSentence | null;
  showSubtitles: boolean;
  foreignLang: string;
};

/** Where the provider's player mounts, with the subtitle overlay and the embed's failure. */
export function VideoStage({ mountRef, ready, error, subtitle, showSubtitles, foreignLang }: Props) {
  const { t } = useTranslation('watch');
  return (
    <div className="lb-watch-stage" data-ready={ready || undefined}>
      <div ref={mountRef} className="lb-watch-mount" />
      {!ready && !error && <div className="lb-watch-stage__loading" aria-hidden />}
      {error && (
        <div className="lb-watch-stage__error" role="alert">
          <Icon name="alert" size={28} />
          <span>{error === 'not embeddable' ? t('player.notEmbeddable') : t('player.notFound')}</span>
        </div>
      )}
      {showSubtitles && subtitle && (
        <div className="lb-watch-subtitle" data-testid="watch-subtitle" aria-live="off">
          <span lang={foreignLang}>{subtitle.ori_zh_text}</span>
          {subtitle.en_text && subtitle.en_text !== subtitle.ori_zh_text && (
            <span lang="en" className="lb-watch-subtitle__en">
              {subtitle.en_text}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
