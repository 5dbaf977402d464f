// The vocabulary feature's public surface for Read (the one place Read reaches into it): the shared word pop-up and clickable
// text, and saving a sentence (the brief asks every reader to share them). Keep it this narrow.
// Lists take only the language attributes, from ./marks, so they do not load the pop-up's code.
export { AnnotatedText } from '../components/annotated-text';
export { PinyinText } from '../components/pinyin-text';
export { useSaveSentence } from '../api/save-sentence';
export { useAnnotation } from '../api/annotate-text';
export { useArticleSentences } from '../api/list-sentences';
export { notifyFailure } from '../lib/messages';
export { SPEECH_LANG, LANG_ATTR } from '../lib/languages';
