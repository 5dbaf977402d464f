import { useMyQuestions } from '../api/list-my-questions';
import { QuestionItem } from '../components/question-item';
import { MyListPage } from '../components/my-list-page';

/** /user/debate/qa: questions about my events, asked by participants and answered by the initiator. */
export function QaPage() {
  const q = useMyQuestions();
  return (
    <MyListPage section="qa" icon="message" query={q} emptyAction={{ to: '/user/debate/activities', labelKey: 'created.myEvents' }}>
      {(items) => items.map((x) => <QuestionItem key={x.id} q={x} showEvent />)}
    </MyListPage>
  );
}

export const Component = QaPage;
