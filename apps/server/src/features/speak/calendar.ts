import { roomPath } from '@lingbridge/contracts/speak';
import type { DebateRow } from '../../db/schema';

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped; lines folded at 75 octets. */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function fold(line: string) {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let chunk = '';
  for (const ch of line) {
    if (Buffer.byteLength(chunk + ch, 'utf8') > (out.length ? 74 : 75)) {
      out.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  out.push(chunk);
  return out.join('\r\n ');
}

/** A calendar file for an event (times in UTC, so every calendar shows them in its own zone), with the room link. */
export function eventCalendar(d: DebateRow, publicUrl: string, now: Date) {
  const page = `${publicUrl}/speak/${d.id}`;
  const room = `${publicUrl}${roomPath(d.debateType, d.id)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lingbridge//Speak//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:debate-${d.id}@lingbridge`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(d.startTime)}`,
    `DTEND:${stamp(d.endTime)}`,
    `SUMMARY:${text(d.titleCn ? `${d.title} · ${d.titleCn}` : d.title)}`,
    `DESCRIPTION:${text(`${d.description ? `${d.description}\n\n` : ''}The room opens 30 minutes before the start: ${room}\nEvent page: ${page}`)}`,
    `URL:${page}`,
    `LOCATION:${text(room)}`,
    d.debateStatus === 'canceled' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Your Lingbridge event starts in 30 minutes',
    'TRIGGER:-PT30M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
