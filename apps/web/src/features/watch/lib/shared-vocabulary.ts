// The one place Watch reaches into the vocabulary feature: the shared clickable text with its word
// pop-up (looked up through POST /video/vocabulary), saving and listing sentences and words, and
// the look-up history. Keep it this narrow.
export { AnnotatedText } from '../../vocabulary/components/annotated-text';
export { lookUpVideoWord } from '../../vocabulary/api/look-up-video-word';
export { useAnnotation } from '../../vocabulary/api/annotate-text';
export { useSaveSentence } from '../../vocabulary/api/save-sentence';
export { useSentencePage, useSentencesFrom } from '../../vocabulary/api/list-sentences';
export { useDeleteSentence } from '../../vocabulary/api/delete-sentence';
export { useNotebookPage } from '../../vocabulary/api/list-vocabulary';
export { useToggleSave } from '../../vocabulary/api/toggle-save';
export { HistoryList } from '../../vocabulary/components/history-list';
export { notifyFailure } from '../../vocabulary/lib/messages';
export { LANG_ATTR } from '../../vocabulary/lib/languages';
