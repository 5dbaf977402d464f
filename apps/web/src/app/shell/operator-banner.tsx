import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { OPERATOR_BANNER_KEY, readKey, writeKey } from '../../lib/storage';

/** The dismissible banner about who runs Lingbridge (spec 01 §2); dismissal is remembered. */
export function OperatorBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readKey(OPERATOR_BANNER_KEY) === '1');
  if (dismissed) return null;
  return (
    <aside className="lb-operator-banner" aria-label={t('banner.label')}>
      <div className="lb-container lb-operator-banner__inner">
        <Text className="lb-operator-banner__text">{t('banner.text')}</Text>
        <button
          type="button"
          className="lb-operator-banner__close"
          aria-label={t('banner.dismiss')}
          onClick={() => {
            writeKey(OPERATOR_BANNER_KEY, '1');
            setDismissed(true);
          }}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </aside>
  );
}
