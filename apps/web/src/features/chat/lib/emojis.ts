import { CHAT_EMOJI_COUNT } from '@lingbridge/contracts/constants';

/** The emoji picker's 60 emojis (spec 01 §9): faces first, then gestures, hearts and study things. */
export const CHAT_EMOJIS = [
  '😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '😊', '😇',
  '🙂', '😉', '😍', '🥰', '😘', '😋', '😜', '🤓', '😎', '🤩',
  '🥳', '😏', '😌', '🤔', '🤗', '🤭', '😮', '😲', '😳', '🥺',
  '😢', '😭', '😤', '😡', '😱', '😴', '🙄', '😬', '🤐', '🤫',
  '👍', '👎', '👏', '🙌', '👋', '🙏', '💪', '👌', '✌️', '🤝',
  '❤️', '💔', '🔥', '⭐', '🎉', '💯', '✅', '❓', '📚', '✏️',
] as const;

if (CHAT_EMOJIS.length !== CHAT_EMOJI_COUNT) throw new Error('the chat needs exactly 60 emojis');
