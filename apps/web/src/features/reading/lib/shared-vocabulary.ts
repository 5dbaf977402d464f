// The one place Read reaches into the vocabulary feature: the shared word pop-up and clickable
// text, and saving a sentence (the brief asks every reader to share them). Keep it this narrow.
// Lists take only the language attributes, from ./marks, so they do not load the pop-up's code.
export { AnnotatedText } from '../../vocabulary/components/annotated-text';
export { PinyinText } from '../../vocabulary/components/pinyin-text';
export { useSaveSentence } from '../../vocabulary/api/save-sentence';
export { useArticleSentences } from '../../vocabulary/api/list-sentences';
export { notifyFailure } from '../../vocabulary/lib/messages';
export { SPEECH_LANG, LANG_ATTR } from '../../vocabulary/lib/languages';
