// The three feature boxes the hero and the about section store (title, text, icon name), read with
// each section's defaults for what is not stored.
import type { FeatureBoxKey } from '../../../../common/schemas/fields';
import { featureIcon } from '../../../components/icons';

type Defaults = { icons: readonly [string, string, string]; titles?: readonly [string, string, string] };

export function featureBoxes(content: Partial<Record<FeatureBoxKey, string | null>> | null, { icons, titles }: Defaults) {
  return ([1, 2, 3] as const).map((n, index) => ({
    title: content?.[`featureBox${n}Title`] || titles?.[index] || null,
    text: content?.[`featureBox${n}Text`] ?? null,
    Icon: featureIcon(content?.[`featureBox${n}Icon`] || icons[index]),
  }));
}
