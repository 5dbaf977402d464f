import type { GoalKind, ReportDay } from '@lingbridge/contracts/learning';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../lib/days';

/** The last five weeks, a square a day: filled when the goal was met, tinted for some activity. */
export function StreakCalendar({ days, today, kind }: { days: ReportDay[]; today: string; kind: GoalKind }) {
  const { t, i18n } = useTranslation('learning');
  return (
    <ul className="lb-streak" aria-label={t('goal.calendarLabel')} data-testid="streak-calendar">
      {days.map((d) => {
        const label = `${shortDay(d.day, i18n.language)}: ${t(`goal.day.${kind}`, { count: d.progress })}${d.met ? ` · ${t('goal.met')}` : ''}`;
        return (
          <li key={d.day} className="lb-streak__day" data-met={d.met} data-some={d.progress > 0} data-today={d.day === today} aria-label={label} title={label}>
            {Number(d.day.slice(8))}
          </li>
        );
      })}
    </ul>
  );
}
