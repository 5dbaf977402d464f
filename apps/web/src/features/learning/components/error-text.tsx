import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** A failed call's message, in the interface language. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Text c="red.8" size="sm" role="alert">
      {errorText(error, t)}
    </Text>
  );
}
