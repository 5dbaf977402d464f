import { useTranslation } from 'react-i18next';
import { categoryKey } from './names';

/** Category and level names in the interface language (the spec's English names otherwise). */
export function useLabels() {
  const { t } = useTranslation('reading');
  return {
    category: (name: string) => {
      const key = categoryKey(name);
      return key ? t(key, { defaultValue: name }) : name;
    },
    level: (name: string) => t(`levels.${name}`, { defaultValue: name }),
  };
}
