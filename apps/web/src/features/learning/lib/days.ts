/** A YYYY-MM-DD day in the interface language, short ("Nov 3", "11月3日", "3 nov"). */
export function shortDay(day: string, language: string) {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
/** Today in this browser, YYYY-MM-DD. */
export function todayHere(offsetDays = 0) {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
