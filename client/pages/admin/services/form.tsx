// The fields of the add and edit service dialogs. The icon is a name (SPEC section 3's six have
// pictures; any other shows an alert icon), with a preview beside it.
import { useFormContext, useWatch } from 'react-hook-form';
import { SERVICE_ICONS } from '../../../../common/constants';
import type { ServiceFormValues } from '../../../../common/schemas/service';
import { CheckboxField, TextField, useFieldId } from '../../../components/form/form-controls';
import { serviceIcon } from '../../../components/icons';

function IconPreview() {
  const icon = useWatch<ServiceFormValues, 'icon'>({ name: 'icon' }) ?? '';
  const Icon = serviceIcon(icon.trim());
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-md border text-primary" title="Icon preview">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** `required` marks the fields a new service must have (the edit form leaves them unmarked). */
export function ServiceFields({ required }: { required: boolean }) {
  useFormContext<ServiceFormValues>();
  const namesId = `${useFieldId('icon')}-names`;
  return (
    <>
      <TextField<ServiceFormValues> name="title" label="Title" required={required} autoComplete="off" />
      <TextField<ServiceFormValues> name="description" label="Description" required={required} rows={4} />
      <TextField<ServiceFormValues>
        name="icon"
        label="Icon"
        required={required}
        hint={<>Icon names with pictures: {SERVICE_ICONS.join(', ')}. Any other name shows an alert icon.</>}
        list={namesId}
        autoComplete="off"
        placeholder="e.g. graduation-cap"
        addon={<IconPreview />}
      />
      <datalist id={namesId}>
        {SERVICE_ICONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField<ServiceFormValues> name="displayOrder" label="Display Order" hint="Lower numbers are shown first." type="number" inputMode="numeric" step={1} />
      <CheckboxField<ServiceFormValues> name="active" label="Active (shown on the website)" />
    </>
  );
}
