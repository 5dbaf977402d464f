import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { PageFrame } from '../../components/ui/page-frame';
import { PageTitle } from '../../components/ui/page-title';
import { CONTACT_EMAIL } from '../../lib/site-config';
import { contactSchema, mailtoLink, type ContactMessage } from './contact-form-schema';

/**
 * /contact. There is no message endpoint yet, so the form checks the message and hands it to the
 * visitor's e-mail app; it says so plainly and never claims to have sent anything.
 */
export function ContactPage() {
  const { t } = useTranslation('info');
  const [prepared, setPrepared] = useState<string | null>(null);
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '' },
    mode: 'onTouched',
  });
  const err = (field: keyof ContactMessage) => {
    const m = form.formState.errors[field]?.message;
    return m ? t(m) : undefined;
  };
  const onSubmit = form.handleSubmit((values) => {
    const link = mailtoLink(CONTACT_EMAIL, values, t('contact.subject', { name: values.name }));
    setPrepared(link);
    window.location.href = link;
  });

  return (
    <PageFrame>
      <PageTitle title={t('contact.title')} description={t('contact.lead')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="md">
          <Alert variant="light" color="teal" icon={<Icon name="mail" size={20} />} title={t('contact.noticeTitle')}>
            {t('contact.notice')}{' '}
            <Anchor href={`mailto:${CONTACT_EMAIL}`} fw={700}>
              {CONTACT_EMAIL}
            </Anchor>
          </Alert>
          <form onSubmit={onSubmit} noValidate aria-describedby="contact-help">
            <Stack gap="md">
              <TextInput label={t('contact.name')} autoComplete="name" required {...form.register('name')} error={err('name')} />
              <TextInput label={t('contact.email')} type="email" autoComplete="email" required {...form.register('email')} error={err('email')} />
              <Textarea label={t('contact.message')} required minRows={6} autosize {...form.register('message')} error={err('message')} />
              <Text id="contact-help" size="sm" c="dimmed">
                {t('contact.help')}
              </Text>
              <Group>
                <Button type="submit" leftSection={<Icon name="mail" size={18} />}>
                  {t('contact.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
          {prepared && (
            <Alert color="teal" variant="light" role="status" title={t('contact.preparedTitle')}>
              {t('contact.prepared')}{' '}
              <Anchor href={prepared} fw={700}>
                {t('contact.openAgain')}
              </Anchor>
            </Alert>
          )}
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
