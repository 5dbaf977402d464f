import { DEBATE_TYPES, type DebateType } from '@lingbridge/contracts/speak';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { useDebate } from '../api/get-debate';
import { ActionsPanel } from '../components/actions-panel';
import { AskQuestion } from '../components/ask-question';
import { EventNotFound, isMissingEvent } from '../components/event-not-found';
import { InvitationBanner } from '../components/invitation-banner';
import { MaterialsList } from '../components/materials-list';
import { RolesPanel } from '../components/roles-panel';
import { StatusTag, TypeTag } from '../components/type-tag';
import { EventResults } from '../room/event-results';
import { LANG_ATTR, useSpeakLabels } from '../lib/labels';
import '../speak.css';
import { useItemTitle } from '../../../lib/use-item-title';

/** /speak/{type} after creating (spec 02 §2): the event waits for an admin's approval. */
function CreatedPage({ type }: { type: DebateType }) {
  const { t } = useSpeakLabels();
  const eventId = Number(useSearchParams()[0].get('id'));
  return (
    <PageFrame narrow>
      <EmptyState
        order={1}
        icon="check"
        title={t('created.title', { type: t(`types.${type}`) })}
        description={t('created.body')}
        actions={
          <>
            {eventId > 0 && (
              <Button component={Link} to={`/speak/${eventId}`}>
                {t('created.view')}
              </Button>
            )}
            <Button component={Link} to="/user/activities" variant={eventId > 0 ? 'default' : 'filled'}>
              {t('created.myEvents')}
            </Button>
            <Button component={Link} to="/speak" variant="default">
              {t('created.browse')}
            </Button>
          </>
        }
      />
    </PageFrame>
  );
}

/** /speak/{id}: the event, its times in my zone, materials, roles and seats, and what I can do. */
export function DebatePage() {
  const { id = '' } = useParams();
  if ((DEBATE_TYPES as readonly string[]).includes(id)) return <CreatedPage type={id as DebateType} />;
  return <DebateDetail id={Number(id)} />;
}

function DebateDetail({ id }: { id: number }) {
  const l = useSpeakLabels();
  const { t } = l;
  const { user } = useCurrentUser();
  const q = useDebate(id);
  useItemTitle(q.data?.title);
  if (!Number.isInteger(id) || id <= 0 || isMissingEvent(q.error)) return <EventNotFound />;
  if (q.isLoading) return <LoadingState fullPage />;
  if (q.isError || !q.data)
    return (
      <PageFrame>
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      </PageFrame>
    );
  const d = q.data;
  return (
    <PageFrame>
      <InvitationBanner />
      <div className="lb-speak-detail">
        <Stack gap="lg" miw={0} className="lb-speak-detail__head">
          {d.picture_url && <img src={d.picture_url} alt="" className="lb-speak-hero" />}
          <Stack gap={6}>
            <Group gap={6}>
              <TypeTag type={d.debate_type} />
              <StatusTag debate={d} />
              <Text size="sm" c="dimmed">
                {l.language(d.language)} · {l.level(d.level)}
              </Text>
            </Group>
            <Title order={1} lang={LANG_ATTR[d.language]}>
              {d.title}
            </Title>
            {d.title_cn && (
              <Text size="lg" c="dimmed" lang="zh-CN">
                {d.title_cn}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('detail.by', { name: d.initiator.nick_name })}
            </Text>
          </Stack>
          {d.verify_status === 'fail' && (
            <Alert color="red" title={t('status.Rejected')}>
              {d.fail_reason || t('detail.noReason')}
            </Alert>
          )}
          {d.verify_status === 'not_verified' && d.debate_status !== 'canceled' && <Alert color="yellow">{t('errors.notVerified')}</Alert>}
          {d.debate_status === 'canceled' && (
            <Alert color="gray" title={t('status.Canceled')}>
              {d.cancel_reason || t('detail.noReason')}
            </Alert>
          )}
        </Stack>
        <aside className="lb-speak-detail__aside">
          <ActionsPanel debate={d} signedIn={!!user} myId={user?.id ?? null} />
        </aside>
        <Stack gap="lg" miw={0} className="lb-speak-detail__body">
          <section aria-labelledby="lb-speak-when">
            <Title order={2} size="h4" id="lb-speak-when" mb="xs">
              {t('detail.when')}
            </Title>
            <Text>
              <time dateTime={d.start_time}>{l.time(d.start_time)}</time> – <time dateTime={d.end_time}>{l.time(d.end_time)}</time>
            </Text>
            <Text size="sm" c="dimmed">
              {t('detail.duration', { count: d.duration })} · {t('detail.roomOpens', { time: l.time(d.room_opens_at) })}
            </Text>
          </section>
          {d.description && (
            <section aria-labelledby="lb-speak-about">
              <Title order={2} size="h4" id="lb-speak-about" mb="xs">
                {t('detail.about')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} lang={LANG_ATTR[d.language]}>
                {d.description}
              </Text>
            </section>
          )}
          <section aria-labelledby="lb-speak-materials">
            <Title order={2} size="h4" id="lb-speak-materials" mb="xs">
              {t('detail.materials')}
            </Title>
            <MaterialsList articles={d.articles} videos={d.videos} />
          </section>
          {d.debate_status === 'closed' && <EventResults debate={d} />}
          <RolesPanel debate={d} />
          {user && d.my && !d.abilities.includes('manage') && d.debate_status !== 'canceled' && <AskQuestion debateId={d.id} />}
        </Stack>
      </div>
    </PageFrame>
  );
}

export const Component = DebatePage;
