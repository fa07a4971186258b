// A counter's trend over the last weeks: a small line without axes (the counter beside it is the
// figure), drawn by Recharts. Loaded apart from the dashboard, so the counters show before it arrives.
import { Line, LineChart, YAxis } from 'recharts';

interface SparklineProps {
  values: readonly number[];
  /** Read out instead of the drawing, e.g. "Last 8 weeks: 3, 4, 4, 5". */
  label: string;
}

export default function Sparkline({ values, label }: SparklineProps) {
  const data = values.map((value, week) => ({ week, value }));
  return (
    <div role="img" aria-label={label} className="h-8 w-20 shrink-0 text-primary">
      {/* The drawing itself says nothing more than the label. */}
      <div aria-hidden="true" className="size-full">
        <LineChart responsive style={{ width: '100%', height: '100%' }} data={data} margin={{ top: 2, right: 2, bottom: 2, left: 2 }} accessibilityLayer={false}>
          <YAxis hide domain={['dataMin', 'dataMax']} />
          <Line dataKey="value" type="monotone" stroke="currentColor" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </div>
    </div>
  );
}
