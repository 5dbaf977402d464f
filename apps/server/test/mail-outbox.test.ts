import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutboxMailer, createSmtpMailer, isUndeliverable } from '../src/adapters/mail';
import { LEARNER_EMAIL_DOMAIN } from '@lingbridge/contracts/constants';

afterEach(() => vi.restoreAllMocks());

describe('outbox mailer', () => {
  it('never shows a half-written message under its final name', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-outbox-'));
    const mailer = createOutboxMailer(dir, 'Lingbridge <no-reply@lingbridge.test>');
    const seenWhileWriting: string[] = [];
    const write = fsp.writeFile;
    // Writes half the bytes, looks at the folder as a reader would, then writes the rest.
    vi.spyOn(fsp, 'writeFile').mockImplementation(async (file, data) => {
      const bytes = data as Buffer;
      await write(file as string, bytes.subarray(0, bytes.length >> 1));
      seenWhileWriting.push(...fs.readdirSync(dir).filter((f) => f.includes('reader@example.test')));
      await fsp.appendFile(file as string, bytes.subarray(bytes.length >> 1));
    });
    await mailer.send({ to: 'reader@example.test', subject: 'Hello', text: 'x'.repeat(10_000), html: '<p>hi</p>' });
    expect(seenWhileWriting).toEqual([]);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/reader@example\.test.*\.eml$/);
    expect(fs.readFileSync(path.join(dir, files[0]), 'utf8')).toContain('Subject: Hello');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends nothing to an address that cannot receive mail (a learner account without e-mail), and still sends to the others', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-outbox-'));
    const mailer = createOutboxMailer(dir, 'Lingbridge <no-reply@lingbridge.test>');
    await mailer.send({ to: `kid@${LEARNER_EMAIL_DOMAIN}`, subject: 'Event approved', text: 'x', html: '<p>x</p>' });
    await mailer.send({ to: 'teacher@example.test', subject: 'Event approved', text: 'x', html: '<p>x</p>' });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('-teacher@example.test-');
    fs.rmSync(dir, { recursive: true, force: true });
    // An SMTP relay is not even asked (nothing answers on this port: asking would throw).
    await expect(
      createSmtpMailer('smtp://127.0.0.1:9', 'x@lingbridge.test').send({ to: 'a@b.invalid', subject: 's', text: 't', html: 'h' }),
    ).resolves.toBeUndefined();
  });

  it('knows the reserved names that never receive mail', () => {
    expect(['a@learners.lingbridge.invalid', 'a@B.INVALID', 'a@x.localhost', 'a@site.example'].filter(isUndeliverable)).toHaveLength(4);
    expect(['a@lingbridge.local', 'a@example.test', 'a@gmail.com', 'a@invalid.com'].filter(isUndeliverable)).toEqual([]);
  });
});
