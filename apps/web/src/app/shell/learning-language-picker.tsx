import type { LearningLanguage } from '@lingbridge/contracts/common';
import { LEARNING_LANGUAGES } from '@lingbridge/contracts/languages';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { LangText } from '../../components/ui/lang-text';
import { errorText } from '../../lib/error-text';
import { setLearningLanguage, useLearningLanguage } from '../../lib/learning-language';
import { LearningTrigger } from './header-triggers';
import { useFocusOnMount } from './trigger-focus';
import { saveMyLanguages } from './update-my-languages';

export const NATIVE_NAMES: Record<LearningLanguage, { text: string; lang: 'zh' | 'es' | 'en' }> = {
  Simplified_Chinese: { text: '中文', lang: 'zh' },
  Spanish: { text: 'Español', lang: 'es' },
  English: { text: 'English', lang: 'en' },
};

/** Hook: picks the learning language, stores it locally and, when signed in, on the account. */
export function useChooseLearningLanguage(signedIn: boolean) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return async (value: LearningLanguage) => {
    setLearningLanguage(value);
    if (!signedIn) return;
    try {
      await saveMyLanguages(qc, { learning_language: value });
    } catch (err) {
      notifications.show({ color: 'red', title: t('learning.saveFailed'), message: errorText(err, t) });
    }
  };
}

/** The learning-language picker of the header (local storage `learningLanguage`). */
type PickerProps = { signedIn: boolean; defaultOpened?: boolean; focusOnMount?: boolean };

export function LearningLanguagePicker({ signedIn, defaultOpened, focusOnMount }: PickerProps) {
  const { t } = useTranslation();
  const current = useLearningLanguage();
  const choose = useChooseLearningLanguage(signedIn);
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  // Not in a portal: the open menu stays inside the header's banner landmark (axe's region rule).
  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md" withinPortal={false} defaultOpened={defaultOpened}>
      <Menu.Target>
        <LearningTrigger language={current} ref={triggerRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('learning.label')}</Menu.Label>
        {LEARNING_LANGUAGES.map((l) => (
          <Menu.Item
            key={l}
            onClick={() => void choose(l)}
            aria-current={l === current ? 'true' : undefined}
            rightSection={l === current ? <Icon name="check" size={16} /> : null}
          >
            {t(`languages.${l}`)} · <LangText lang={NATIVE_NAMES[l].lang}>{NATIVE_NAMES[l].text}</LangText>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
