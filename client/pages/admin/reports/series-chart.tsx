// One chart shape for every report: bars (side by side or stacked) and lines over a category axis, with
// axis titles, a legend and a tooltip in the house style. Vertical layout puts the categories (steps,
// programs, places) down the side, where long names fit.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, ChartLegendContent, ChartTooltipContent, type ChartConfig } from '../../../components/ui/chart';

export interface SeriesChartProps {
  /** What the chart shows, for screen readers (the table view has the figures). */
  label: string;
  data: readonly object[];
  categoryKey: string;
  categoryLabel: string;
  categoryFormat?: (category: string) => string;
  valueLabel: string;
  valueFormat?: (value: number) => string;
  /** The tooltip's figures, when they say more than the axis (exact amounts); valueFormat by default. */
  tooltipFormat?: (value: number) => string;
  bars: ChartConfig;
  lines?: ChartConfig;
  stacked?: boolean;
  vertical?: boolean;
  /** The value axis' upper end, e.g. 1 for shares. */
  valueMax?: number;
}

export function SeriesChart({
  label, data, categoryKey, categoryLabel, categoryFormat, valueLabel, valueFormat, tooltipFormat = valueFormat, bars, lines = [], stacked, vertical, valueMax,
}: SeriesChartProps) {
  const config = [...bars, ...lines];
  const height = vertical ? Math.max(180, data.length * 36 + 90) : 280;
  const category = {
    dataKey: categoryKey,
    type: 'category' as const,
    tickFormatter: categoryFormat,
    tickLine: false,
    axisLine: false,
  };
  const value = {
    type: 'number' as const,
    allowDecimals: false,
    tickFormatter: valueFormat,
    domain: [0, valueMax ?? 'auto'] as [number, number | 'auto'],
    tickLine: false,
    axisLine: false,
  };
  return (
    <ChartFrame config={config}>
      <figure aria-label={label} className="m-0">
        <ComposedChart
          responsive
          style={{ width: '100%', height }}
          data={data as object[]}
          layout={vertical ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 24, left: vertical ? 8 : 16 }}
          accessibilityLayer
        >
          <CartesianGrid vertical={!!vertical} horizontal={!vertical} />
          {vertical ? (
            <>
              <XAxis {...value} label={{ value: valueLabel, position: 'insideBottom', offset: -16 }} />
              <YAxis {...category} width={128} label={{ value: categoryLabel, angle: -90, position: 'insideLeft', offset: 0 }} />
            </>
          ) : (
            <>
              <XAxis {...category} minTickGap={8} label={{ value: categoryLabel, position: 'insideBottom', offset: -16 }} />
              <YAxis {...value} width={valueFormat ? 64 : 40} label={{ value: valueLabel, angle: -90, position: 'insideLeft', offset: 4, style: { textAnchor: 'middle' } }} />
            </>
          )}
          <Tooltip
            content={({ active, payload, label: category }) => (
              <ChartTooltipContent active={active} payload={payload} label={category} config={config} format={tooltipFormat} labelFormat={categoryFormat} />
            )}
          />
          <Legend verticalAlign="top" content={(props) => <ChartLegendContent payload={props.payload} config={config} />} />
          {bars.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.label}
              fill={`var(--color-${series.key})`}
              stackId={stacked ? 'stack' : undefined}
              radius={stacked ? 0 : 3}
              maxBarSize={40}
              isAnimationActive={false}
            />
          ))}
          {lines.map((series) => (
            <Line
              key={series.key}
              dataKey={series.key}
              name={series.label}
              type="linear"
              stroke={`var(--color-${series.key})`}
              strokeWidth={2}
              dot={{ r: 3, fill: `var(--color-${series.key})` }}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      </figure>
    </ChartFrame>
  );
}
