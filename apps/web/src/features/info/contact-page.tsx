import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_ERRORS } from '@lingbridge/contracts/cms';
import { Alert, Anchor, Box, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { PageFrame } from '../../components/ui/page-frame';
import { PageTitle } from '../../components/ui/page-title';
import { apiRequest, ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { CONTACT_EMAIL } from '../../lib/site-config';
import { contactSchema, type ContactMessage } from './contact-form-schema';

/** The server's words for the form's guards → our strings (decision 0112). */
const GUARD_KEYS: Record<string, string> = {
  [CONTACT_ERRORS.tooFast]: 'contactForm.errors.tooFast',
  [CONTACT_ERRORS.expired]: 'contactForm.errors.expired',
  [CONTACT_ERRORS.rateLimited]: 'contactForm.errors.rateLimited',
};

const getToken = () => apiRequest<{ token: string }>('/contact/form').then((r) => r.token);

/**
 * /contact: the message is stored for the admins, who answer by e-mail (spec 01 §3). Robots are kept
 * out without a third-party captcha: a field people never see, and a signed time the form was opened.
 */
export function ContactPage() {
  const { t, i18n } = useTranslation(['info', 'cms']);
  const [token, setToken] = useState<string | null>(null);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (!sent) void getToken().then(setToken, () => setToken(null));
  }, [sent]);
  const err = (field: keyof ContactMessage) => {
    const m = form.formState.errors[field]?.message;
    return m ? t(m) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest('/contact', { method: 'POST', json: { ...values, token: token ?? (await getToken()), website, site_language: i18n.language } });
      form.reset();
      setSent(true);
    } catch (e) {
      const detail = e instanceof ApiError ? (e.detail ?? '') : '';
      setFailure(GUARD_KEYS[detail] ? t(`cms:${GUARD_KEYS[detail]}`) : errorText(e, t));
      if (detail === CONTACT_ERRORS.expired) void getToken().then(setToken);
    }
  });

  return (
    <PageFrame>
      <PageTitle title={t('contact.title')} description={t('contact.lead')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="md">
          {sent ? (
            <Alert color="teal" variant="light" role="status" icon={<Icon name="check" size={20} />}>
              <Text>{t('cms:contactForm.sent')}</Text>
              <Button mt="sm" variant="light" onClick={() => setSent(false)}>
                {t('cms:contactForm.sendAnother')}
              </Button>
            </Alert>
          ) : (
            <form onSubmit={onSubmit} noValidate aria-describedby="contact-help">
              <Stack gap="md">
                <TextInput label={t('contact.name')} autoComplete="name" required {...form.register('name')} error={err('name')} />
                <TextInput label={t('contact.email')} type="email" autoComplete="email" required {...form.register('email')} error={err('email')} />
                <Textarea label={t('contact.message')} required minRows={6} autosize {...form.register('message')} error={err('message')} />
                {/* People never see this field; a robot filling every field does. */}
                <Box aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
                  <label>
                    {t('cms:contactForm.website')}
                    <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.currentTarget.value)} />
                  </label>
                </Box>
                <Text id="contact-help" size="sm" c="dimmed">
                  {t('contact.help')}
                </Text>
                {failure && (
                  <Alert color="red" variant="light" role="alert">
                    {failure}
                  </Alert>
                )}
                <Group>
                  <Button type="submit" loading={form.formState.isSubmitting} leftSection={<Icon name="mail" size={18} />}>
                    {t('cms:contactForm.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
          <Text size="sm">
            {t('cms:contactForm.direct')}{' '}
            <Anchor href={`mailto:${CONTACT_EMAIL}`} fw={700}>
              {CONTACT_EMAIL}
            </Anchor>
          </Text>
        </Stack>
        <Stack gap="lg">
          {(['schools', 'teachers', 'help'] as const).map((k) => (
            <div key={k}>
              <Title order={2} size="h4" mb={6}>
                {t(`contact.topics.${k}.title`)}
              </Title>
              <Text c="#3f4853">{t(`contact.topics.${k}.body`)}</Text>
            </div>
          ))}
        </Stack>
      </SimpleGrid>
    </PageFrame>
  );
}
