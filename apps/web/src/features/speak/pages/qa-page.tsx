import { usePageParam } from '../../../components/ui/list-pager';
import { useMyQuestions } from '../api/list-my-questions';
import { QuestionItem } from '../components/question-item';
import { MyListPage } from '../components/my-list-page';

/** /user/debate/qa: questions about my events, asked by participants and answered by the initiator. */
export function QaPage() {
  const [page, goTo] = usePageParam();
  const q = useMyQuestions(page);
  return (
    <MyListPage section="qa" icon="message" query={q} page={page} onPage={goTo} emptyAction={{ to: '/user/debate/activities', labelKey: 'created.myEvents' }}>
      {(items) => items.map((x) => <QuestionItem key={x.id} q={x} showEvent />)}
    </MyListPage>
  );
}

export const Component = QaPage;
