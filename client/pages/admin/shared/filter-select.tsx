import { Label } from '../../../components/ui/label';
import { Select, SelectOptions, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/utils';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, label] pairs; no value may be empty. */
  options: readonly (readonly [string, string])[];
  className?: string;
}

/** A list's filter: a labelled select outside any form (not the form's SelectField). */
export function FilterSelect({ id, label, value, onChange, options, className }: FilterSelectProps) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={options} />
      </Select>
    </div>
  );
}
