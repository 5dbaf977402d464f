import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { LangText } from '../../components/ui/lang-text';

/** The friendly 404 page for any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="lb-container" style={{ paddingBlock: 'clamp(48px, 10vw, 110px)' }}>
      <Stack align="center" ta="center" gap="md" maw={620} mx="auto">
        <Text fw={800} c="teal.8" style={{ fontSize: 'clamp(64px, 14vw, 112px)', lineHeight: 1 }} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('notFound.body')}
        </Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          <code>{pathname}</code>
        </Text>
        <Text size="md" c="#3f4853">
          <LangText lang="zh">迷路了吗？</LangText> · <LangText lang="es">¿Te perdiste?</LangText>
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to="/" leftSection={<Icon name="home" size={18} />}>
            {t('actions.backHome')}
          </Button>
          <Button component={Link} to="/read" variant="default">
            {t('nav.read')}
          </Button>
          <Button component={Link} to="/video" variant="default">
            {t('nav.watch')}
          </Button>
          <Button component={Link} to="/speak" variant="default">
            {t('nav.speak')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
