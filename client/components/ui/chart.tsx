// Chart parts in the shadcn/ui manner, around Recharts: a frame that names each series' colour as a CSS
// variable (--color-<key>, from the theme's --chart-N, so light and dark themes both hold), and the
// tooltip and legend drawn with the house components' type and colours instead of Recharts' defaults.
// Imported only by screens that draw charts, so Recharts stays out of every other bundle.
import type { CSSProperties, ReactNode } from 'react';
import type { LegendPayload, TooltipPayloadEntry } from 'recharts';
import { cn } from '../../lib/utils';

export interface ChartSeries {
  /** The data key. */
  key: string;
  label: string;
  /** A theme colour, e.g. var(--chart-1). */
  color: string;
}

export type ChartConfig = readonly ChartSeries[];

interface ChartFrameProps {
  config: ChartConfig;
  className?: string;
  children: ReactNode;
}

/** Sizes the chart (its parent sets the height) and gives Recharts' axes and grid the theme's colours. */
export function ChartFrame({ config, className, children }: ChartFrameProps) {
  const colours = Object.fromEntries(config.map(({ key, color }) => [`--color-${key}`, color])) as CSSProperties;
  return (
    <div
      data-slot="chart"
      style={colours}
      className={cn(
        'w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border',
        '[&_.recharts-label]:fill-muted-foreground [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-surface]:overflow-visible',
        '[&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-wrapper]:outline-none',
        // Printed as drawn (browsers drop background colours in print, the legend's swatches among them), without a hover's tooltip.
        '[print-color-adjust:exact] print:[&_.recharts-tooltip-wrapper]:hidden print:[&_.recharts-tooltip-cursor]:hidden',
        className,
      )}
    >
      {children}
    </div>
  );
}

function Swatch({ color }: { color: string | undefined }) {
  return <span aria-hidden="true" className="size-2.5 shrink-0 rounded-[2px]" style={{ background: color }} />;
}

type Formatter = (value: number) => string;

/** Recharts' tooltip content: the label, then each series' swatch, name and value. */
export function ChartTooltipContent({
  active, payload, label, config, format = String, labelFormat,
}: {
  active?: boolean;
  payload?: readonly TooltipPayloadEntry[];
  label?: string | number;
  config: ChartConfig;
  format?: Formatter | undefined;
  labelFormat?: ((label: string) => string) | undefined;
}) {
  if (!active || !payload?.length) return null;
  const title = labelFormat ? labelFormat(String(label ?? '')) : label;
  return (
    <div className="grid min-w-36 gap-1.5 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      {title !== undefined && title !== '' && <p className="font-medium">{title}</p>}
      {payload.map((item) => {
        const series = config.find(({ key }) => key === item.dataKey);
        return (
          <div key={String(item.dataKey)} className="flex items-center gap-2">
            <Swatch color={series?.color ?? item.color} />
            <span className="text-muted-foreground">{series?.label ?? item.name}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">{typeof item.value === 'number' ? format(item.value) : item.value}</span>
          </div>
        );
      })}
    </div>
  );
}

/** Recharts' legend content: a swatch and the series' label for each drawn series, in the config's order (the stack's). */
export function ChartLegendContent({ payload, config }: { payload?: readonly LegendPayload[]; config: ChartConfig }) {
  const drawn = new Set(payload?.map((item) => item.dataKey));
  const series = config.filter(({ key }) => drawn.has(key));
  if (series.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pb-2 text-xs">
      {series.map(({ key, label, color }) => (
        <li key={key} className="flex items-center gap-1.5">
          <Swatch color={color} />
          {label}
        </li>
      ))}
    </ul>
  );
}
