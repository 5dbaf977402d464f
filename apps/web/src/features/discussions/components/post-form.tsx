import { DISCUSSION_BODY_MAX } from '@lingbridge/contracts/discussions';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

type Props = {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** A question or an answer: 2 to 2,000 characters, the server's words when it refuses. */
export function PostForm({ label, submitLabel, pending, onSubmit, onCancel, autoFocus }: Props) {
  const { t } = useTranslation('discussions');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooShort = body.trim().length < 2;
  const submit = async () => {
    setError(null);
    try {
      await onSubmit(body);
      setBody('');
    } catch (e) {
      setError(errorText(e, t));
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooShort) void submit();
      }}
    >
      <Textarea
        label={label}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        maxLength={DISCUSSION_BODY_MAX}
        autosize
        minRows={2}
        maxRows={8}
        error={error}
        autoFocus={autoFocus}
        description={t('form.count', { count: body.length, max: DISCUSSION_BODY_MAX })}
      />
      <Group gap="xs" mt="xs" justify="flex-end">
        {onCancel && (
          <Button variant="subtle" size="xs" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" size="xs" loading={pending} disabled={tooShort}>
          {submitLabel}
        </Button>
      </Group>
      {tooShort && body.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('form.tooShort')}
        </Text>
      )}
    </form>
  );
}
