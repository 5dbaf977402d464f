import type { Debate } from '@lingbridge/contracts/speak';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { NotAllowedState } from '../../../components/ui/not-allowed-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useCreateDebate } from '../api/create-debate';
import { useDebate } from '../api/get-debate';
import { changeArticle, changeVideo } from '../api/materials';
import { usePatchDebate } from '../api/patch-debate';
import { DebateForm } from '../components/debate-form';
import { EventNotFound, isMissingEvent } from '../components/event-not-found';
import { VerifyPanel } from '../components/verify-panel';
import { emptyForm, formOf, toBody, toLocalInput, toPatch } from '../lib/debate-form';
import { useSpeakLabels } from '../lib/labels';
import '../speak.css';

function NewEvent() {
  const { t } = useSpeakLabels();
  const navigate = useNavigate();
  const create = useCreateDebate();
  return (
    <PageFrame>
      <PageTitle eyebrow={t('list.eyebrow')} title={t('form.newTitle')} description={t('form.newLead')} />
      <DebateForm
        initial={emptyForm()}
        submitLabel={t('actions.create')}
        submitting={create.isPending}
        onSubmit={async (v) => {
          const d = await create.mutateAsync(toBody(v));
          notifications.show({ color: 'teal', message: t('success.created') });
          navigate(`/speak/${d.debate_type}?id=${d.id}`);
        }}
      />
    </PageFrame>
  );
}

function EditEvent({ debate: d, cms }: { debate: Debate; cms: boolean }) {
  const { t } = useSpeakLabels();
  const patch = usePatchDebate();
  const navigate = useNavigate();
  const original = toLocalInput(d.start_time);
  return (
    <PageFrame>
      <PageTitle
        eyebrow={cms ? t('cms.eyebrow') : t('list.eyebrow')}
        title={t('form.editTitle')}
        description={d.title}
        actions={
          <Button component={Link} to={`/speak/${d.id}`} variant="default">
            {t('created.view')}
          </Button>
        }
      />
      {cms && d.abilities.includes('verify') && <VerifyPanel debate={d} />}
      {d.abilities.includes('edit') ? (
        <DebateForm
          key={d.id}
          initial={formOf(d)}
          editing
          startUnchanged={(v) => v.start === original}
          submitLabel={t('actions.save')}
          submitting={patch.isPending}
          onMaterial={(kind, item, remove) => (kind === 'article' ? changeArticle(d.id, item.id, remove) : changeVideo(d.id, item.id, remove))}
          onSubmit={async (v) => {
            await patch.mutateAsync({ id: d.id, body: toPatch(v, v.start !== original) });
            notifications.show({ color: 'teal', message: t('success.updated') });
            if (!cms) navigate(`/speak/${d.id}`);
          }}
        />
      ) : (
        // Only the initiator (or an admin) changes an event, and only while it is upcoming: say which rule keeps this one closed.
        !cms && <NotAllowedState description={t(d.abilities.includes('manage') ? 'errors.notEditable' : 'manage.notYours')} />
      )}
    </PageFrame>
  );
}

/** /create/new (a new event), /create/{id} (edit mine before it starts) and /cms/debateEdit/{id} (the admin's edit and verdict). */
export function CreatePage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const cms = pathname.startsWith('/cms');
  const { t } = useSpeakLabels();
  const { user, isLoading } = useCurrentUser();
  const isNew = id === 'new' && !cms;
  const debate = useDebate(isNew ? NaN : Number(id));
  if (isLoading) return <LoadingState fullPage />;
  if (!user)
    return (
      <PageFrame narrow>
        <SignInPrompt order={1} description={t('errors.notSignedIn')} />
      </PageFrame>
    );
  if (isNew) return <NewEvent />;
  if (!/^\d+$/.test(id) || isMissingEvent(debate.error)) return <EventNotFound />;
  if (debate.isLoading) return <LoadingState fullPage />;
  if (debate.isError || !debate.data)
    return (
      <PageFrame>
        <ErrorState error={debate.error} onRetry={() => void debate.refetch()} />
      </PageFrame>
    );
  return <EditEvent debate={debate.data} cms={cms} />;
}

export const Component = CreatePage;
