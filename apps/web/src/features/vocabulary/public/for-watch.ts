// The vocabulary feature's public surface for Watch (the one place Watch reaches into it): the shared clickable text with its word
// pop-up (looked up through POST /video/vocabulary), saving and listing sentences and words, and
// the look-up history. Keep it this narrow.
export { AnnotatedText } from '../components/annotated-text';
export { WordPopupListener } from '../lib/popup-listener';
export { lookUpVideoWord } from '../api/look-up-video-word';
export { useAnnotation } from '../api/annotate-text';
export { useSaveSentence } from '../api/save-sentence';
export { useSentencePage, useSentencesFrom } from '../api/list-sentences';
export { useDeleteSentence } from '../api/delete-sentence';
export { useNotebookPage } from '../api/list-vocabulary';
export { useToggleSave } from '../api/toggle-save';
export { HistoryList } from '../components/history-list';
export { notifyFailure } from '../lib/messages';
export { LANG_ATTR } from '../lib/languages';
