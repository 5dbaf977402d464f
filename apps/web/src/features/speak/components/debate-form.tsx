import { DEBATE_TYPES, SPEAK_LIMITS } from '@lingbridge/contracts/speak';
import { EVENT_DURATIONS, LEVELS } from '@lingbridge/contracts/constants';
import { LEARNING_LANGUAGES } from '@lingbridge/contracts/languages';
import { Alert, Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { serverText } from '../../../lib/server-text';
import { durationFor, fieldOfPath, validateForm, type FormErrors, type FormValues } from '../lib/debate-form';
import { useSpeakLabels } from '../lib/labels';
import { MaterialPicker } from './material-picker';
import { PictureField } from './picture-field';
import { RoleNamesEditor } from './role-names-editor';
import { RoomSizeNotice } from './room-size-notice';

type Props = {
  initial: FormValues;
  /** Editing an existing event: the type and my part are fixed; materials change at once. */
  editing?: boolean;
  /** An edit that keeps its start time need not be in the future (it was checked when set). */
  startUnchanged?: (v: FormValues) => boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (v: FormValues) => Promise<unknown>;
  onMaterial?: (kind: 'article' | 'video', item: { id: number; title: string }, remove: boolean) => Promise<unknown>;
  extra?: ReactNode;
  now?: () => number;
};

/** The event form of spec 02 §3 with its rules (the server checks them again; its field errors land on the fields). */
export function DebateForm({ initial, editing, startUnchanged, submitLabel, submitting, onSubmit, onMaterial, extra, now = Date.now }: Props) {
  const l = useSpeakLabels();
  const { t } = l;
  const [v, setV] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(k: K, value: FormValues[K]) => {
    setV((cur) => ({ ...cur, [k]: value }));
    setFailure(null);
    setErrors((e) => ({ ...e, [k]: undefined }));
    setServerErrors((e) => ({ ...e, [k]: undefined }));
  };
  const setType = (type: FormValues['debate_type']) =>
    setV((cur) => ({
      ...cur,
      debate_type: type,
      duration: durationFor(type, cur.duration),
      role_names: type === 'role_play' && !cur.role_names.length ? ['', ''] : cur.role_names,
      max_players: Math.min(cur.max_players, SPEAK_LIMITS.maxPlayers[type]),
    }));
  const errorOf = (k: keyof FormValues) => {
    const e = errors[k];
    if (e) return t(e.key, { ...e.values, type: e.values?.typeKey ? t(String(e.values.typeKey)) : undefined });
    return serverErrors[k];
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validateForm(v, now(), !(startUnchanged?.(v) ?? false));
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setFailure(t('errors.submissionFailed'));
      return;
    }
    try {
      await onSubmit(v);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length) {
        const byField: Partial<Record<keyof FormValues, string>> = {};
        const loose: string[] = [];
        for (const fe of err.errors) {
          const f = fieldOfPath(fe.path, v.debate_type);
          const message = serverText(fe.message) ?? fe.message;
          if (f) byField[f] = byField[f] ?? message;
          else loose.push(message);
        }
        setServerErrors(byField);
        setFailure([errorText(err, t), ...loose].join(' · '));
      } else setFailure(errorText(err, t));
    }
  };

  const material = (kind: 'article' | 'video') => {
    const key = kind === 'article' ? 'articles' : 'videos';
    // Editing: the server changes the event's materials at once; its refusal lands on the field.
    const tell = async (item: { id: number; title: string }, remove: boolean) =>
      onMaterial?.(kind, item, remove).catch((err) => setServerErrors((s) => ({ ...s, [key]: errorText(err, t) })));
    return {
      onAdd: async (item: { id: number; title: string }) => {
        await tell(item, false);
        set(key, [...v[key], item]);
      },
      onRemove: async (item: { id: number; title: string }) => {
        await tell(item, true);
        set(
          key,
          v[key].filter((x) => x.id !== item.id),
        );
      },
    };
  };
  const fixed = SPEAK_LIMITS.fixedDuration[v.debate_type];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={failure ? 'lb-speak-form-failure' : undefined}>
      <Stack gap="md" maw={760}>
        {failure && (
          <Alert color="red" id="lb-speak-form-failure" role="alert" title={t('errors.submissionFailed')}>
            {failure === t('errors.submissionFailed') ? t('errors.createFailed') : failure}
          </Alert>
        )}
        <div>
          <Text size="sm" fw={500} mb={4} id="lb-speak-type">
            {t('fields.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="lb-speak-type"
            disabled={editing}
            value={v.debate_type}
            onChange={(x) => setType(x as FormValues['debate_type'])}
            data={DEBATE_TYPES.map((x) => ({ value: x, label: l.type(x) }))}
          />
        </div>
        <TextInput
          label={t('fields.title')}
          required
          maxLength={200}
          value={v.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errorOf('title')}
        />
        <TextInput
          label={t('fields.title_cn')}
          maxLength={200}
          value={v.title_cn}
          onChange={(e) => set('title_cn', e.currentTarget.value)}
          error={errorOf('title_cn')}
          lang="zh-CN"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('fields.start_time')}
            required
            value={v.start}
            onChange={(e) => set('start', e.currentTarget.value)}
            error={errorOf('start')}
          />
          <Select
            label={t('fields.duration')}
            required
            disabled={!!fixed}
            description={fixed ? t('form.fixedDuration', { type: l.type(v.debate_type), minutes: fixed }) : undefined}
            value={String(v.duration)}
            onChange={(x) => x && set('duration', Number(x))}
            data={EVENT_DURATIONS.map((m) => ({ value: String(m), label: t('card.minutes', { count: m }) }))}
            error={errorOf('duration')}
            allowDeselect={false}
          />
          <Select
            label={t('fields.language')}
            required
            value={v.language || null}
            onChange={(x) => set('language', (x ?? '') as FormValues['language'])}
            data={LEARNING_LANGUAGES.map((x) => ({ value: x, label: l.language(x) }))}
            error={errorOf('language')}
          />
          <Select
            label={t('fields.level')}
            required
            value={v.level || null}
            onChange={(x) => set('level', (x ?? '') as FormValues['level'])}
            data={LEVELS.map((x) => ({ value: x, label: l.level(x) }))}
            error={errorOf('level')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={3}
          maxLength={5000}
          value={v.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errorOf('description')}
        />
        <PictureField
          value={v.picture}
          error={errorOf('picture')}
          onChange={(picture) => set('picture', picture)}
          onError={(message) => setServerErrors((s) => ({ ...s, picture: message }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {v.debate_type === 'debate' && (
            <NumberInput
              label={t('fields.perSide')}
              min={SPEAK_LIMITS.sideMin}
              max={SPEAK_LIMITS.sideMax}
              value={v.per_side}
              onChange={(x) => set('per_side', Number(x))}
              error={errorOf('per_side')}
              allowDecimal={false}
            />
          )}
          {v.debate_type === 'mini_debate' && (
            <NumberInput
              label={t('fields.max_players')}
              min={1}
              max={SPEAK_LIMITS.maxPlayers.mini_debate}
              value={v.max_players}
              onChange={(x) => set('max_players', Number(x))}
              error={errorOf('max_players')}
              allowDecimal={false}
            />
          )}
          <NumberInput
            label={t('fields.max_judges')}
            min={0}
            max={SPEAK_LIMITS.maxJudges}
            value={v.max_judges}
            onChange={(x) => set('max_judges', Number(x))}
            error={errorOf('max_judges')}
            allowDecimal={false}
          />
        </SimpleGrid>
        <RoomSizeNotice />
        {v.debate_type === 'role_play' && <RoleNamesEditor names={v.role_names} onChange={(names) => set('role_names', names)} error={errorOf('role_names')} />}
        {!editing && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('fields.initiator_role')}
              value={v.initiator_role}
              onChange={(x) => x && set('initiator_role', x as FormValues['initiator_role'])}
              data={(['host', 'player', 'judge'] as const).map((x) => ({ value: x, label: t(`roles.${x}`) }))}
              error={errorOf('initiator_role')}
              allowDeselect={false}
            />
            {v.initiator_role === 'player' && v.debate_type === 'debate' && (
              <Select
                label={t('fields.initiator_side')}
                required
                value={v.initiator_side}
                onChange={(x) => set('initiator_side', x as FormValues['initiator_side'])}
                data={(['prop', 'opp'] as const).map((x) => ({ value: x, label: l.side(x) }))}
                error={errorOf('initiator_side')}
              />
            )}
          </SimpleGrid>
        )}
        <NumberInput
          label={t('fields.ticket_price')}
          min={0}
          max={1000}
          decimalScale={2}
          prefix="$"
          value={v.ticket_price}
          onChange={(x) => set('ticket_price', Number(x) || 0)}
          error={errorOf('ticket_price')}
          maw={320}
        />
        <Text fw={600}>{t('fields.materials')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MaterialPicker
            kind="article"
            label={t('fields.articles')}
            value={v.articles}
            language={v.language || undefined}
            error={errorOf('articles')}
            {...material('article')}
          />
          <MaterialPicker
            kind="video"
            label={t('fields.videos')}
            value={v.videos}
            language={v.language || undefined}
            error={errorOf('videos')}
            {...material('video')}
          />
        </SimpleGrid>
        {extra}
        <Group>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
