import type { Group as OrgGroup } from '@lingbridge/contracts/organizations';
import { Modal, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssignmentsPanel } from './assignments-panel';
import { ReportPanel } from './report-panel';

/** A group's assignments and report, for those who run it. */
export function GroupWorkDialog({ group, tab, onClose }: { group: OrgGroup; tab: 'assignments' | 'report'; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  return (
    <Modal opened onClose={onClose} title={group.name} centered radius="lg" size="xl">
      <Tabs defaultValue={tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="assignments">{t('assign.title')}</Tabs.Tab>
          <Tabs.Tab value="report">{t('report.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="assignments">
          <AssignmentsPanel group={group} />
        </Tabs.Panel>
        <Tabs.Panel value="report">
          <ReportPanel group={group} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
