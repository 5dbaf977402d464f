import type { PlansResponse } from '@lingbridge/contracts/billing';
import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/format';

/** Annual group licences by size, above 35 subscriptions (spec 01 §1, §9; docs/decisions/0011). */
export function GroupTiers({ tiers }: { tiers: PlansResponse['group_tiers'] }) {
  const { t, i18n } = useTranslation('billing');
  return (
    <ScrollArea type="auto">
      <Table withTableBorder verticalSpacing="sm" miw={300}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('groups.seats')}</Table.Th>
            <Table.Th scope="col">{t('groups.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.map((tier) => (
            <Table.Tr key={tier.code} data-tier={tier.code}>
              <Table.Th scope="row" fw={500}>
                {t(`groups.tier.${tier.code}`)} ·{' '}
                {tier.max_seats === null ? t('groups.rangeOpen', { min: tier.min_seats }) : t('groups.range', { min: tier.min_seats, max: tier.max_seats })}
              </Table.Th>
              <Table.Td>{tier.seat_cents_per_year === null ? t('groups.custom') : formatUsd(tier.seat_cents_per_year, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
