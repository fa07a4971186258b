// The program's "Price (USD)": the headline price on its card, while visitors pay their package's price
// (the price tiers). The field says so, and warns while the headline is not what a New Official pays
// (issue 27), so staff do not advertise $50 for a $40 registration without noticing.
import { useWatch } from 'react-hook-form';
import { centsFromDollars, formatMoney } from '../../../../common/money';
import { programPrices } from '../../../../common/prices';
import type { ProgramFormValues } from '../../../../common/schemas/program-form';
import { TextField } from '../../../components/form/form-controls';

/** A typed amount, or null when the text is not one (empty, negative, not a number). */
function typedAmount(text: string): number | null {
  const trimmed = text.trim();
  const amount = Number(trimmed);
  return trimmed !== '' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** The warning while the typed headline price is not the New Official package's fee; null when they agree or no price is typed. */
export function headlinePriceWarning(price: string, tiers: ProgramFormValues['priceTiers']): string | null {
  const headline = typedAmount(price);
  if (headline === null) return null;
  const typedTiers = tiers.flatMap((tier) => {
    const amount = typedAmount(tier.price);
    return amount === null ? [] : [{ name: tier.name, price: amount }];
  });
  const fee = programPrices(typedTiers).new.price;
  if (fee === headline) return null;
  return `The card will show ${formatMoney(centsFromDollars(headline))}, but the New Official package costs ${formatMoney(centsFromDollars(fee))}.`;
}

export function HeadlinePriceField() {
  const [price, tiers] = useWatch<ProgramFormValues, ['price', 'priceTiers']>({ name: ['price', 'priceTiers'] });
  const warning = headlinePriceWarning(price, tiers);
  return (
    <TextField<ProgramFormValues>
      name="price"
      label="Price (USD)"
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      hint={
        <>
          The headline price on the program’s card; each package’s price comes from the price tiers.
          {warning && (
            <span data-testid="headline-price-warning" className="mt-1 block font-medium text-amber-700 dark:text-amber-400">
              {warning}
            </span>
          )}
        </>
      }
    />
  );
}
