// Layout pieces of the single-record forms.
import type { ReactNode } from 'react';
import { TextField } from '../../../components/form/form-controls';

/** Two columns from the small breakpoint up; a field with a hint does not stretch its neighbour. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>;
}

/** The button of hero and call to action: its text and where it leads. */
export function ButtonFields({ linkHint }: { linkHint: string }) {
  return (
    <FieldGrid>
      <TextField name="buttonText" label="Button Text" required />
      <TextField name="buttonLink" label="Button Link" required hint={linkHint} />
    </FieldGrid>
  );
}

/** The three optional feature boxes of hero and about: title, text and icon each. */
export function FeatureBoxFields({ iconHint, iconPlaceholders }: { iconHint: ReactNode; iconPlaceholders: readonly [string, string, string] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {([1, 2, 3] as const).map((n) => (
        <fieldset key={n} className="grid content-start gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">Feature Box {n}</legend>
          <TextField name={`featureBox${n}Title`} label="Title" />
          <TextField name={`featureBox${n}Text`} label="Text" rows={3} />
          <TextField name={`featureBox${n}Icon`} label="Icon" hint={iconHint} placeholder={iconPlaceholders[n - 1]} />
        </fieldset>
      ))}
    </div>
  );
}
