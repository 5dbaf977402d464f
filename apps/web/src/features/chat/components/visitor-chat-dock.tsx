import { ChatLauncher, useChatSignUpPrompt } from './chat-launcher';
import './chat.css';

/**
 * The chat launcher for a visitor: it asks them to sign up or log in (spec 01 §8). It carries none
 * of the chat's connection or message code, which a visitor's page never needs.
 */
export function VisitorChatDock() {
  return <ChatLauncher open={false} unread={0} onClick={useChatSignUpPrompt()} />;
}
