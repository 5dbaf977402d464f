import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { PageHandle } from '../../app/routes/lazy-page';
import { EmptyState } from '../../components/ui/empty-state';
import { PageFrame } from '../../components/ui/page-frame';
import { PageTitle } from '../../components/ui/page-title';

/**
 * A route whose feature arrives with a later issue: its title, its layout, and an honest note
 * that this part is being built, with a way back. It shows no data, real or made up.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as PageHandle | undefined;
  const title = handle ? t(handle.titleKey) : t('placeholder.title');
  const backTo = handle?.backTo ?? '/';
  return (
    <PageFrame>
      <PageTitle title={title} />
      <EmptyState
        icon="tools"
        title={t('placeholder.title')}
        description={t('placeholder.body', { page: title })}
        actions={
          <>
            <Button component={Link} to={backTo} variant={handle?.related ? 'default' : 'filled'}>
              {backTo === '/' ? t('actions.backHome') : t('actions.back')}
            </Button>
            {handle?.related && (
              <Button component={Link} to={handle.related.to}>
                {t(handle.related.labelKey)}
              </Button>
            )}
          </>
        }
      />
    </PageFrame>
  );
}
