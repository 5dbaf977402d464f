import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The required agreement to the terms and the privacy policy, linking to /privacy-policy. */
export function TermsCheckbox(props: Omit<CheckboxProps, 'label'> & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('accounts');
  return (
    <Checkbox
      {...props}
      label={
        <Trans
          t={t}
          i18nKey="register.agree"
          components={{ privacy: <Anchor component={Link} to="/privacy-policy" target="_blank" rel="noopener" inherit underline="always" /> }}
        />
      }
    />
  );
}
