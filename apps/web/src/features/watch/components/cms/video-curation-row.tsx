import { LEVELS } from '@lingbridge/contracts/constants';
import type { Video } from '@lingbridge/contracts/watch';
import { Anchor, Badge, Button, Group, Select, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category, VideoPatch } from '../../api/cms';

type Props = {
  video: Video;
  categories: Category[];
  onCategory: (categoryId: number | null) => void;
  onUpdate: (patch: VideoPatch) => void;
};

/** One video of /cms/videoCategory: its category, level and publication, and a link to its lines. */
export function VideoCurationRow({ video: v, categories, onCategory, onUpdate }: Props) {
  const { t } = useTranslation('watch');
  const title = v.title || t('video.untitled');
  return (
    <Table.Tr data-testid="cms-video-row">
      <Table.Td>
        <Anchor component={Link} to={`/cms/VideoEdit/${v.id}`}>
          {title}
        </Anchor>
        <Group gap={6} mt={2}>
          <Badge size="xs" variant="light" color={v.transcribe_status === 'success' ? 'teal' : v.transcribe_status === 'fail' ? 'red' : 'gray'}>
            {t(`status.${v.transcribe_status}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t(`languages.${v.language}`)} · {v.sentence_count} {t('cms.sentences')} ·{' '}
            {v.is_demo ? t('cms.demo') : v.owner_id ? t('cms.owner', { id: v.owner_id }) : ''}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={`${t('cms.category')}: ${title}`}
          clearable
          placeholder={t('cms.none')}
          value={v.category ? String(v.category.id) : null}
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(val) => onCategory(val ? Number(val) : null)}
        />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={`${t('cms.level')}: ${title}`}
          clearable
          placeholder={t('cms.none')}
          value={v.level}
          data={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
          onChange={(val) => onUpdate({ level: val })}
        />
      </Table.Td>
      <Table.Td>
        <Switch aria-label={`${t('cms.public')}: ${title}`} checked={v.is_public} onChange={(e) => onUpdate({ is_public: e.currentTarget.checked })} />
      </Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" component={Link} to={`/cms/VideoEdit/${v.id}`}>
          {t('cms.edit')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
