// The search box of a paged admin list (issue 28): a labelled search input with its icon, spanning the
// filter bar's first row, the typed text handed on as it changes (the list debounces it).
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface SearchFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function SearchField({ id, value, onChange, placeholder = 'Name, email or program' }: SearchFieldProps) {
  return (
    <div className="col-span-2 grid gap-1.5 lg:col-span-5 lg:max-w-md">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id={id} type="search" placeholder={placeholder} className="pl-8" value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
    </div>
  );
}
