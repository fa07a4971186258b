// The sidebar's entries, handed to the screens below the layout (the dashboard's quick actions) by
// context: the area table loads the screens, so a screen importing it would make an import cycle.
import type { LucideIcon } from 'lucide-react';
import { createContext, useContext } from 'react';

export interface MenuEntry {
  path: string;
  label: string;
  icon: LucideIcon;
}

export const AdminMenuContext = createContext<readonly MenuEntry[]>([]);

export const useAdminMenu = () => useContext(AdminMenuContext);
