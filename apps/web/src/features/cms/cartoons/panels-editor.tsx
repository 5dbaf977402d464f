import { BUBBLE_TAILS, CARTOON_MAX_BUBBLES, CARTOON_MAX_PANELS, type CartoonPanel } from '@lingbridge/contracts/cms';
import { Button, Card, CloseButton, FileButton, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { uploadImage, type EntryDraft } from '../api/entries';
import { imageOf } from '../lib/versions';
import { PanelStage } from './panel-stage';

/** The panels of a draft with every bubble's fields filled in (a draft from the server may leave defaults out). */
export const panelsOf = (doc: EntryDraft): CartoonPanel[] =>
  (doc.panels ?? []).map((p) => ({
    file_id: p.file_id,
    bubbles: (p.bubbles ?? []).map((b) => ({ x: b.x, y: b.y, text: b.text ?? '', translation: b.translation ?? '', tail: b.tail ?? 'bottom-left' })),
  }));

/** The `lang` attribute of the bubbles' text, from the cartoon's language. */
export const bubbleLang = (language: unknown) => (language === 'Spanish' ? 'es' : language === 'Simplified_Chinese' ? 'zh-Hans' : undefined);

/**
 * A cartoon's panels (decision 0118): pictures uploaded like every CMS picture (checked by content
 * and re-encoded on the server), each with speech bubbles dragged into place; autosaved with the rest.
 */
export function PanelsEditor({ doc, change }: { doc: EntryDraft; change: (next: EntryDraft) => void }) {
  const { t } = useTranslation('cms');
  const panels = panelsOf(doc);
  const lang = bubbleLang(doc.extra?.language);
  const [selected, setSelected] = useState<{ p: number; b: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const set = (next: CartoonPanel[]) => change({ ...doc, panels: next });
  const setBubbles = (p: number, fn: (b: CartoonPanel['bubbles']) => CartoonPanel['bubbles']) =>
    set(panels.map((panel, i) => (i === p ? { ...panel, bubbles: fn(panel.bubbles) } : panel)));
  const patchBubble = (p: number, b: number, patch: Partial<CartoonPanel['bubbles'][number]>) =>
    setBubbles(p, (list) => list.map((x, j) => (j === b ? { ...x, ...patch } : x)));
  const movePanel = (from: number, to: number) => {
    const next = [...panels];
    next.splice(to, 0, ...next.splice(from, 1));
    set(next);
    setSelected(null);
  };

  const addPanel = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const { file_id } = await uploadImage(file);
      set([...panels, { file_id, bubbles: [] }]);
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err, t) });
    } finally {
      setUploading(false);
    }
  };
  const addBubble = (p: number) => {
    const n = panels[p].bubbles.length;
    setBubbles(p, (list) => [...list, { x: 30 + ((n * 20) % 50), y: 20, text: '', translation: '', tail: 'bottom-left' }]);
    setSelected({ p, b: n });
  };

  return (
    <Stack gap="md" data-testid="panels-editor">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            {t('cartoons.panels')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cartoons.panelsHint')}
          </Text>
        </div>
        <FileButton
          onChange={(f) => void addPanel(f)}
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          inputProps={{ 'data-testid': 'panel-input' } as object}
          disabled={panels.length >= CARTOON_MAX_PANELS}
        >
          {(props) => (
            <Button {...props} loading={uploading} variant="light">
              {t('cartoons.addPanel')}
            </Button>
          )}
        </FileButton>
      </Group>
      {!panels.length && (
        <Paper withBorder p="lg" radius="md" ta="center" c="dimmed">
          {t('cartoons.noPanels')}
        </Paper>
      )}
      {panels.map((panel, p) => (
        <Card key={`${panel.file_id}-${p}`} withBorder radius="md" padding="md" data-testid={`panel-${p}`}>
          <Group justify="space-between" mb="sm">
            <Text fw={600}>{t('cartoons.panelN', { n: p + 1 })}</Text>
            <Group gap={4}>
              <Button size="compact-sm" variant="subtle" disabled={p === 0} onClick={() => movePanel(p, p - 1)}>
                {t('cartoons.moveUp')}
              </Button>
              <Button size="compact-sm" variant="subtle" disabled={p === panels.length - 1} onClick={() => movePanel(p, p + 1)}>
                {t('cartoons.moveDown')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => set(panels.filter((_, i) => i !== p))}>
                {t('cartoons.removePanel')}
              </Button>
            </Group>
          </Group>
          <PanelStage
            imageUrl={imageOf(panel.file_id)!}
            bubbles={panel.bubbles}
            lang={lang}
            label={t('cartoons.panelN', { n: p + 1 })}
            selected={selected?.p === p ? selected.b : null}
            onSelect={(b) => setSelected({ p, b })}
            onMove={(b, x, y) => patchBubble(p, b, { x, y })}
          />
          <Stack gap="sm" mt="sm">
            {panel.bubbles.map((b, i) => (
              <Paper key={i} withBorder p="sm" radius="sm" bg={selected?.p === p && selected.b === i ? 'var(--mantine-color-teal-0)' : undefined}>
                <Group justify="space-between" mb={4}>
                  <Text size="sm" fw={500}>
                    {t('cartoons.bubbleN', { n: i + 1 })}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('cartoons.removeBubble', { n: i + 1 })}
                    onClick={() => {
                      setBubbles(p, (list) => list.filter((_, j) => j !== i));
                      setSelected(null);
                    }}
                  />
                </Group>
                <Stack gap="xs">
                  <Textarea
                    label={t('cartoons.bubbleText')}
                    description={t('cartoons.bubbleTextHint')}
                    lang={lang}
                    autosize
                    minRows={1}
                    maxLength={200}
                    value={b.text}
                    onFocus={() => setSelected({ p, b: i })}
                    onChange={(e) => patchBubble(p, i, { text: e.currentTarget.value })}
                    data-testid={`bubble-text-${p}-${i}`}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                    <TextInput
                      label={t('cartoons.translation')}
                      maxLength={300}
                      value={b.translation}
                      onChange={(e) => patchBubble(p, i, { translation: e.currentTarget.value })}
                    />
                    <NativeSelect
                      label={t('cartoons.tail')}
                      value={b.tail}
                      data={BUBBLE_TAILS.map((v) => ({ value: v, label: t(`cartoons.tails.${v}`) }))}
                      onChange={(e) => patchBubble(p, i, { tail: e.currentTarget.value as (typeof BUBBLE_TAILS)[number] })}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>
            ))}
            <Button variant="default" size="compact-sm" onClick={() => addBubble(p)} disabled={panel.bubbles.length >= CARTOON_MAX_BUBBLES} w="fit-content">
              {t('cartoons.addBubble')}
            </Button>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
