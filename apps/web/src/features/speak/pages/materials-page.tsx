import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageParam } from '../../../components/ui/list-pager';
import { useMyMaterials } from '../api/list-my-materials';
import { MaterialsList } from '../components/materials-list';
import { MyListPage } from '../components/my-list-page';
import { useSpeakLabels } from '../lib/labels';

/** /user/debate/material: the articles and videos of my events, to prepare (GET /debate/materials). */
export function MaterialsPage() {
  const l = useSpeakLabels();

  const [page, goTo] = usePageParam();
  const q = useMyMaterials(page);
  return (
    <MyListPage section="materials" icon="book" query={q} page={page} onPage={goTo} emptyAction={{ to: '/speak', labelKey: 'created.browse' }}>
      {(items) =>
        items.map((m) => (
          <Card key={m.debate.id} withBorder radius="md" padding="md">
            <Title order={2} size="h5">
              <Anchor component={Link} to={`/speak/${m.debate.id}`} inherit>
                {m.debate.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {l.time(m.debate.start_time)}
            </Text>
            <MaterialsList articles={m.articles} videos={m.videos} />
          </Card>
        ))
      }
    </MyListPage>
  );
}

export const Component = MaterialsPage;
