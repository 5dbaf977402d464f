import type { MaterialArticle, MaterialVideo } from '@lingbridge/contracts/speak';
import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { LANG_ATTR, useSpeakLabels } from '../lib/labels';

/** The event's Read articles and Watch videos, each opening the real item. */
export function MaterialsList({ articles, videos }: { articles: MaterialArticle[]; videos: MaterialVideo[] }) {
  const l = useSpeakLabels();
  if (!articles.length && !videos.length)
    return (
      <Text size="sm" c="dimmed">
        {l.t('detail.noMaterials')}
      </Text>
    );
  return (
    <List spacing={6} listStyleType="none" p={0}>
      {articles.map((a) => (
        <List.Item key={`a${a.id}`}>
          <Group gap={6} wrap="nowrap">
            <Icon name="book" size={16} />
            <Anchor component={Link} to={`/article/${a.id}`} lang={LANG_ATTR[a.language]}>
              {a.title}
            </Anchor>
            {a.level && (
              <Text size="xs" c="dimmed">
                {l.level(a.level)}
              </Text>
            )}
          </Group>
        </List.Item>
      ))}
      {videos.map((v) => (
        <List.Item key={`v${v.id}`}>
          <Group gap={6} wrap="nowrap">
            <Icon name="video" size={16} />
            <Anchor component={Link} to={`/videoplayer?v=${v.id}`} lang={v.language ? LANG_ATTR[v.language] : undefined}>
              {v.title}
            </Anchor>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
