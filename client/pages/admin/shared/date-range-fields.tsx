// The From and To dates of a filter bar (payments, reports). A bad range is told under the bar
// (filter-bar.tsx); To points at that message and is marked invalid while it shows.
import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export type RangeEnd = 'from' | 'to';

export interface DateRangeFieldsProps {
  /** The inputs' ids are `{idPrefix}-from` and `{idPrefix}-to`. */
  idPrefix: string;
  from: string;
  to: string;
  onChange: (end: RangeEnd, value: string) => void;
  /** The id of the range's error message, while there is one. */
  errorId?: string;
  /** Each date's picker stops at the other one. */
  linked?: boolean;
  disabled?: boolean;
}

export function DateRangeFields({ idPrefix, from, to, onChange, errorId, linked = false, disabled }: DateRangeFieldsProps) {
  return (
    <>
      <DateField idPrefix={idPrefix} end="from" value={from} onChange={onChange} disabled={disabled} max={linked ? to || undefined : undefined} />
      <DateField
        idPrefix={idPrefix}
        end="to"
        value={to}
        onChange={onChange}
        disabled={disabled}
        min={linked ? from || undefined : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </>
  );
}

const LABELS: Record<RangeEnd, string> = { from: 'From', to: 'To' };

type DateFieldProps = Pick<DateRangeFieldsProps, 'idPrefix' | 'onChange'> & { end: RangeEnd; value: string } & Omit<ComponentProps<typeof Input>, 'id' | 'type' | 'value' | 'onChange'>;

/** One end's labelled date input; the rest of the props go to the input. */
function DateField({ idPrefix, end, value, onChange, ...input }: DateFieldProps) {
  const id = `${idPrefix}-${end}`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{LABELS[end]}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(end, event.target.value)} {...input} />
    </div>
  );
}
