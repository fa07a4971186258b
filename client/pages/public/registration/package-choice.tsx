// Package (youth / new / experienced), the Whistle/Ref Shirt Bundle with its size, and the running total,
// at the program's own prices (its price tiers, as the server charges them).
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { centsFromDollars, formatMoney } from '../../../../common/money';
import { PACKAGE_NAMES } from '../../../../common/labels';
import { PACKAGE_TYPES, SHIRT_SIZES, type PackageType, type ProgramPrices } from '../../../../common/prices';
import type { PublicRegistrationFormValues } from '../../../../common/schemas/public-registration-form';
import { CheckboxField, SelectField, useFieldError, useFieldId } from '../../../components/form/form-controls';
import { fieldA11y } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { cn } from '../../../lib/utils';

const PACKAGE_DETAILS: Record<PackageType, string> = {
  youth: 'Under 18',
  new: 'New to officiating',
  experienced: 'Has officiated games before',
};
const SHIRT_SIZE_OPTIONS = SHIRT_SIZES.map((size) => [size, size] as const);

/** `minor` is null until a full date of birth is known: then only the packages for that age are open. */
export function PackageChoice({ minor, prices, onPackageChange }: {
  minor: boolean | null;
  prices: ProgramPrices;
  onPackageChange: (value: PackageType) => void;
}) {
  const { control } = useFormContext<PublicRegistrationFormValues>();
  const error = useFieldError('packageType');
  const id = useFieldId('packageType');
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-base font-semibold">Package</legend>
      <Controller
        control={control}
        name="packageType"
        render={({ field }) => (
          <RadioGroup
            {...fieldA11y(id, error, true)}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              onPackageChange(value as PackageType);
            }}
            className="gap-2 sm:grid-cols-3"
          >
            {PACKAGE_TYPES.map((type) => {
              const disabled = minor === null ? false : minor !== (type === 'youth');
              const itemId = `${id}-${type}`;
              return (
                <Label
                  key={type}
                  htmlFor={itemId}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-md border p-3 leading-snug has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-accent/60',
                    disabled && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <RadioGroupItem id={itemId} value={type} disabled={disabled} className="mt-0.5" />
                  <span className="flex flex-1 items-start justify-between gap-x-3 gap-y-1 sm:flex-col sm:justify-start">
                    <span className="grid gap-1">
                      <span className="font-semibold">{PACKAGE_NAMES[type]}</span>
                      <span className="text-muted-foreground">{PACKAGE_DETAILS[type]}</span>
                    </span>
                    <span className="font-semibold">{formatMoney(centsFromDollars(prices[type].price))}</span>
                  </span>
                </Label>
              );
            })}
          </RadioGroup>
        )}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {minor ? 'Registrants under 18 take the youth package.' : 'The youth package is for registrants under 18.'}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <BundleChoice prices={prices} />
    </fieldset>
  );
}

/** The bundle's price is what it adds to the chosen package. */
const bundlePrice = (prices: ProgramPrices, packageType: PackageType) => prices[packageType].withBundle - prices[packageType].price;

function BundleChoice({ prices }: { prices: ProgramPrices }) {
  const [packageType, equipmentBundle] = useWatch<PublicRegistrationFormValues, ['packageType', 'equipmentBundle']>({ name: ['packageType', 'equipmentBundle'] });
  const bundle = equipmentBundle === true;
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <CheckboxField
        name="equipmentBundle"
        label={
          <>
            <span className="font-semibold">Whistle/Ref Shirt Bundle</span> (+{formatMoney(centsFromDollars(bundlePrice(prices, packageType)))}): an
            official's whistle and referee shirt
          </>
        }
      />
      {bundle && <SelectField name="shirtSize" label="Shirt size" options={SHIRT_SIZE_OPTIONS} className="max-w-40 pl-7" />}
    </div>
  );
}

/** Package plus bundle, computed as the server computes it; announced politely when it changes. */
export function RunningTotal({ prices }: { prices: ProgramPrices }) {
  const { control } = useFormContext<PublicRegistrationFormValues>();
  const [packageType, bundle] = useWatch({ control, name: ['packageType', 'equipmentBundle'] });
  const { price, withBundle } = prices[packageType];
  return (
    <p className="text-sm" aria-live="polite" aria-atomic="true">
      Total: <span className="text-lg font-semibold">{formatMoney(centsFromDollars(bundle === true ? withBundle : price))}</span>
    </p>
  );
}
