import { part } from './part';

export const Skeleton = part('div', 'skeleton', 'rounded-md bg-muted motion-safe:animate-pulse');
