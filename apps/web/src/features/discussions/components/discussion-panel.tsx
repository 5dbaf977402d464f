import type { DiscussionAnswer, DiscussionKind, DiscussionQuestion } from '@lingbridge/contracts/discussions';
import { Anchor, Button, Center, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { ErrorState } from '../../../components/ui/error-state';
import { useModal } from '../../../components/ui/modal/use-modal';
import { dateTime } from '../../../lib/dates';
import { useDeleteDiscussion } from '../api/delete-discussion';
import { useThread } from '../api/get-thread';
import { usePostDiscussion } from '../api/post-discussion';
import { PostForm } from './post-form';

type Props = { kind: DiscussionKind; refId: number; lang?: string };

function Post({ post, lang, onDelete }: { post: DiscussionAnswer; lang?: string; onDelete: () => void }) {
  const { t, i18n } = useTranslation('discussions');
  return (
    <Stack gap={2}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {post.author.name}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            {dateTime(post.created_at, i18n.language)}
          </Text>
        </Text>
        {post.abilities.delete && (
          <Button variant="subtle" color="red" size="compact-xs" onClick={onDelete} data-testid="delete-discussion">
            {t('delete')}
          </Button>
        )}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lang={lang}>
        {post.body}
      </Text>
    </Stack>
  );
}

function Question({ q, kind, refId, lang }: { q: DiscussionQuestion; kind: DiscussionKind; refId: number; lang?: string }) {
  const { t } = useTranslation('discussions');
  const [answering, setAnswering] = useState(false);
  const post = usePostDiscussion();
  const remove = useDeleteDiscussion();
  const modal = useModal();
  const confirmDelete = (id: number) => void modal.open('delete-discussion', { onConfirm: () => remove.mutateAsync(id) });
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="question">
      <Post post={q} lang={lang} onDelete={() => confirmDelete(q.id)} />
      {q.answers.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          mt="sm"
          pl="md"
          m={0}
          style={{ listStyle: 'none', borderInlineStart: '3px solid var(--lb-border)' }}
          aria-label={t('answers', { count: q.answers.length })}
        >
          {q.answers.map((a) => (
            <li key={a.id} data-testid="answer">
              <Post post={a} lang={lang} onDelete={() => confirmDelete(a.id)} />
            </li>
          ))}
        </Stack>
      )}
      {q.abilities.answer &&
        (answering ? (
          <div style={{ marginTop: 8 }}>
            <PostForm
              label={t('form.answerLabel')}
              submitLabel={t('form.answer')}
              pending={post.isPending}
              autoFocus
              onCancel={() => setAnswering(false)}
              onSubmit={async (body) => {
                await post.mutateAsync({ kind, ref: refId, body, questionId: q.id });
                setAnswering(false);
              }}
            />
          </div>
        ) : (
          <Group mt="xs">
            <Button variant="light" size="compact-sm" onClick={() => setAnswering(true)}>
              {t('form.answer')}
            </Button>
          </Group>
        ))}
    </Paper>
  );
}

/** Questions and answers under an article or a video (decision 0106); #discussion leads here. */
export function DiscussionPanel({ kind, refId, lang }: Props) {
  const { t } = useTranslation('discussions');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const thread = useThread(kind, refId, page);
  const post = usePostDiscussion();
  const { isLoggedIn } = useCurrentUser();
  const ready = thread.isSuccess;
  // A notification leads to #discussion; the section appears after the page, so scroll once it has.
  useEffect(() => {
    if (ready && window.location.hash === '#discussion') document.getElementById('discussion')?.scrollIntoView({ block: 'start' });
  }, [ready]);
  let body;
  // Nothing while it loads: the panel is below the article, and a second busy indicator would compete with the page's.
  if (thread.isPending) body = null;
  else if (thread.isError) body = <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  else
    body = (
      <Stack gap="md">
        {thread.data.can_ask ? (
          <PostForm
            label={t('form.askLabel')}
            submitLabel={t('form.ask')}
            pending={post.isPending}
            onSubmit={(b) => post.mutateAsync({ kind, ref: refId, body: b })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {isLoggedIn ? (
              t('verifyToAsk')
            ) : (
              <>
                <Anchor component={Link} to="/admin/login" underline="always">
                  {t('signIn')}
                </Anchor>{' '}
                {t('signInToAsk')}
              </>
            )}
          </Text>
        )}
        {thread.data.items.length === 0 ? (
          <Text c="dimmed">{t('none')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {thread.data.items.map((q) => (
              <Question key={q.id} q={q} kind={kind} refId={refId} lang={lang} />
            ))}
          </Stack>
        )}
        {thread.data.pages > 1 && (
          <Center>
            <Pagination size="sm" total={thread.data.pages} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
    );
  return (
    <section id="discussion" aria-labelledby={headingId} style={{ marginTop: 32 }}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} id={headingId} size="h3">
          {t('title')}
        </Title>
        {isLoggedIn && (
          <Anchor component={Link} to="/user/discussion" size="sm">
            {t('mine.title')}
          </Anchor>
        )}
      </Group>
      {body}
    </section>
  );
}
