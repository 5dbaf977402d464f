import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../accounts/public/session';
import { chatStore, useChat, useUnreadTotal } from '../hooks/use-chat';
import { ChatLauncher, useChatSignUpPrompt } from './chat-launcher';
import './chat.css';

// The box (and its socket-driven parts) loads the first time it opens.
const ChatBox = lazy(() => import('./chat-box').then((m) => ({ default: m.ChatBox })));

/**
 * The chat launcher at the corner of every page, with the unread count; it keeps the chat
 * connection of a signed-in, verified user, and asks visitors to sign up or log in (spec 01 §8).
 */
export function ChatDock() {
  const session = useSession();
  const user = session.user;
  const open = useChat((s) => s.open);
  const unread = useUnreadTotal();
  const askToSignUp = useChatSignUpPrompt();
  const me = user?.is_verified ? user.id : null;

  useEffect(() => {
    if (me) chatStore.start(me);
    else if (!session.isLoading) chatStore.stop();
  }, [me, session.isLoading]);

  // `?chat=<room>` on any page opens the box on that conversation (a chat notification's link).
  const [params, setParams] = useSearchParams();
  const linkedRoom = Number(params.get('chat'));
  useEffect(() => {
    if (!me || !Number.isInteger(linkedRoom) || linkedRoom <= 0) return;
    chatStore.setOpen(true);
    void chatStore.openRoom(linkedRoom);
    setParams(
      (p) => {
        p.delete('chat');
        return p;
      },
      { replace: true },
    );
  }, [me, linkedRoom, setParams]);

  useEffect(() => {
    const onVisible = () => chatStore.visible();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const toggle = () => {
    if (!user) return askToSignUp();
    chatStore.setOpen(!open);
  };

  return (
    <>
      <ChatLauncher open={open} unread={unread} onClick={toggle} />
      {open && user && (
        <Suspense fallback={null}>
          <ChatBox user={user} />
        </Suspense>
      )}
    </>
  );
}
