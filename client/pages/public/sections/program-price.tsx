// A program card's price: SPEC's line (its price in USD, or Contact for pricing), and beside it the
// package prices the registration dialog charges (the program's price tiers) whenever they are not
// all that one price, so the card never disagrees with the dialog.
import { centsFromDollars, formatMoney } from '../../../../common/money';
import { PACKAGE_NAMES } from '../../../../common/labels';
import { PACKAGE_TYPES, programPrices } from '../../../../common/prices';
import type { Program } from '../../../../common/schemas/program';

export function ProgramPriceLine({ program }: { program: Pick<Program, 'price' | 'priceTiers'> }) {
  const prices = programPrices(program.priceTiers);
  const differ = PACKAGE_TYPES.some((type) => prices[type].price !== program.price);
  const bundles = new Set(PACKAGE_TYPES.map((type) => prices[type].withBundle - prices[type].price));
  const [bundle] = bundles;
  return (
    <>
      <span className="block">{program.price === null ? 'Contact for pricing' : formatMoney(centsFromDollars(program.price))}</span>
      {differ && (
        <span className="block text-muted-foreground">
          {PACKAGE_TYPES.map((type) => `${PACKAGE_NAMES[type]} ${formatMoney(centsFromDollars(prices[type].price))}`).join(' · ')}
          {/* One bundle price for every package reads as an add-on; otherwise the dialog shows it per package. */}
          {bundles.size === 1 && bundle !== undefined && <span className="block">Whistle/Ref Shirt Bundle +{formatMoney(centsFromDollars(bundle))}</span>}
        </span>
      )}
    </>
  );
}
