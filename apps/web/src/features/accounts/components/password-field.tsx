import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput describes its error but does not mark the input invalid for assistive
 * technology (TextInput does), and names its show/hide button in English; this fixes both.
 */
export function PasswordField(props: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('accounts');
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }} />;
}
