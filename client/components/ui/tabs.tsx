import { Tabs as TabsPrimitive } from 'radix-ui';
import { part } from './part';

export const Tabs = part(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-2');
export const TabsList = part(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex h-9 w-fit max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground',
);
export const TabsTrigger = part(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0',
);
export const TabsContent = part(TabsPrimitive.Content, 'tabs-content', 'flex-1');
