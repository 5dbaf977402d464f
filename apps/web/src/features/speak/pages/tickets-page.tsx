import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageParam } from '../../../components/ui/list-pager';
import { useTickets } from '../api/list-tickets';
import { StatusTag, TypeTag } from '../components/type-tag';
import { MyListPage } from '../components/my-list-page';
import { useSpeakLabels } from '../lib/labels';

/** /user/debate/tickets: my audience tickets (GET /debate/tickets). */
export function TicketsPage() {
  const l = useSpeakLabels();
  const { t } = l;
  const [page, goTo] = usePageParam();
  const q = useTickets(page);
  return (
    <MyListPage section="tickets" icon="calendar" query={q} page={page} onPage={goTo} emptyAction={{ to: '/speak', labelKey: 'created.browse' }}>
      {(items) =>
        items.map((tk) => (
          <Card key={tk.debate.id} withBorder radius="md" padding="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={4}>
                <Anchor component={Link} to={`/speak/${tk.debate.id}`} fw={600}>
                  {tk.debate.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {l.time(tk.debate.start_time)}
                </Text>
              </Stack>
              <Group gap={6}>
                <TypeTag type={tk.debate.debate_type} />
                <StatusTag debate={tk.debate} />
                <Badge color={tk.state === 'approved' ? 'teal' : tk.state === 'pending' ? 'yellow' : 'gray'}>{l.state(tk.state)}</Badge>
                {tk.ticket && <Badge variant="light">{t(`tickets.kind.${tk.ticket}`)}</Badge>}
              </Group>
            </Group>
          </Card>
        ))
      }
    </MyListPage>
  );
}

export const Component = TicketsPage;
