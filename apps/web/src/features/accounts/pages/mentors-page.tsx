import { Center, Container, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMentors } from '../api/list-mentors';
import { MentorCard } from '../components/mentors/mentor-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useSession } from '../hooks/use-session';
import { apiErrorText } from '../lib/error-text';

/** /mentors: the mentor list for signed-in users (GET /user?user_role=Mentor), paged. */
export function Component() {
  const { t } = useTranslation('accounts');
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mentors = useMentors(page, !!user);

  if (isLoading) return <LoadingState />;
  if (!user) return <SignInPrompt title={t('mentors.title')} text={t('mentors.signInText')} />;

  const data = mentors.data;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <PageTitle title={t('mentors.title')} description={t('mentors.subtitle')} />
        {mentors.isLoading && <LoadingState />}
        {mentors.isError && (
          <div role="alert">
            <EmptyState icon="alert" title={t('mentors.loadFailed')} description={apiErrorText(t, mentors.error)} />
          </div>
        )}
        {data && data.items.length === 0 && <EmptyState icon="users" title={t('mentors.emptyTitle')} description={t('mentors.emptyText')} />}
        {data && data.items.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy={mentors.isFetching}>
            {data.items.map((m) => (
              <MentorCard key={m.id} mentor={m} />
            ))}
          </SimpleGrid>
        )}
        {data && data.pages > 1 && (
          <Center>
            <Pagination
              total={data.pages}
              value={page}
              onChange={(p) => setParams({ page: String(p) })}
              getControlProps={(control) => ({ 'aria-label': t(`mentors.pager.${control}`) })}
              getItemProps={(p) => ({ 'aria-label': t('mentors.pager.page', { page: p }) })}
            />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
