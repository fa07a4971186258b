// The From and To dates of a filter bar (payments, reports). A bad range is told under the bar by its
// screen; To points at that message and is marked invalid while it shows.
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export type RangeEnd = 'from' | 'to';

interface DateRangeFieldsProps {
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
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${idPrefix}-from`}>From</Label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={from}
          max={linked ? to || undefined : undefined}
          disabled={disabled}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${idPrefix}-to`}>To</Label>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={to}
          min={linked ? from || undefined : undefined}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange('to', event.target.value)}
        />
      </div>
    </>
  );
}
