import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DaySeries {
  label: string;
  values: number[];
  color: string;
}

/**
 * Bars per day (uPlot, decision 0097): one or two series side by side. The canvas is decorative
 * (`aria-hidden`); the page gives the same numbers as a table for screen readers.
 */
export function DayChart({ days, series, height = 200, labelOf }: { days: string[]; series: DaySeries[]; height?: number; labelOf: (day: string) => string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const xs = days.map((_, i) => i);
    const bars = uPlot.paths.bars!;
    const n = series.length;
    const opts: uPlot.Options = {
      width: Math.max(240, el.clientWidth),
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, days.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        {
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? labelOf(days[i]) : '')),
          space: 48,
          gap: 4,
          grid: { show: false },
          stroke: 'var(--mantine-color-dimmed, #666)',
        },
        // Whole numbers only: minutes, words and learners are counted.
        {
          size: 40,
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
          stroke: 'var(--mantine-color-dimmed, #666)',
          grid: { stroke: 'rgba(0,0,0,0.08)', width: 1 },
        },
      ],
      series: [
        {},
        ...series.map((s, i) => ({
          label: s.label,
          fill: s.color,
          stroke: s.color,
          width: 0,
          paths: bars({ size: [n > 1 ? 0.4 : 0.7, 24], align: (n === 1 ? 0 : i === 0 ? -1 : 1) as -1 | 0 | 1, radius: 0.15 }),
          points: { show: false },
        })),
      ],
    };
    const plot = new uPlot(opts, [xs, ...series.map((s) => s.values)] as uPlot.AlignedData, el);
    const ro = new ResizeObserver(() => plot.setSize({ width: Math.max(240, el.clientWidth), height }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      plot.destroy();
    };
  }, [days, series, height, labelOf]);

  return <div ref={box} aria-hidden style={{ width: '100%', minHeight: height }} />;
}
