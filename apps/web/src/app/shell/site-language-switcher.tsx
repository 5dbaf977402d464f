import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { SITE_LANGUAGE_CODES, SITE_LANGUAGE_LABELS, siteCodeToName } from '@lingbridge/contracts/languages';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { setSiteLanguage } from '../../lib/i18n';
import { saveMyLanguages } from './update-my-languages';

/** The interface-language switcher, En / Ch / Es (spec 01 §1); the header shows it to Admin only. */
export function SiteLanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const current = i18n.resolvedLanguage ?? i18n.language;

  async function choose(code: SiteLanguageCode) {
    await setSiteLanguage(code);
    try {
      await saveMyLanguages(qc, { site_language: siteCodeToName[code] });
    } catch (err) {
      notifications.show({ color: 'red', title: t('siteLanguage.saveFailed'), message: errorText(err, t) });
    }
  }

  return (
    <div role="group" aria-label={t('siteLanguage.label')} className="lb-lang-switch">
      {SITE_LANGUAGE_CODES.map((code) => (
        <button key={code} type="button" aria-pressed={current === code} title={t(`siteLanguage.${code}`)} onClick={() => void choose(code)}>
          {SITE_LANGUAGE_LABELS[code]}
          <span className="lb-sr-only"> ({t(`siteLanguage.${code}`)})</span>
        </button>
      ))}
    </div>
  );
}
