import { Paper, Table, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A titled section holding one table: a header row, and rows whose first cell names the row; the
 * `empty` content instead when there are no rows (the learning reports' tables).
 */
export function SectionTable({ title, head, rows, empty, testId }: { title: string; head: string[]; rows: ReactNode[][]; empty: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {head.map((h) => (
                  <Table.Th key={h} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={i}>
                  {r.map((c, j) =>
                    j === 0 ? (
                      <Table.Th key={j} scope="row">
                        {c}
                      </Table.Th>
                    ) : (
                      <Table.Td key={j}>{c}</Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        empty
      )}
    </Paper>
  );
}
