import {
  Archive, BookOpen, Building2, ClipboardList, FileText, Heading, Image, Info, KeyRound, LayoutDashboard, Mail, Megaphone,
  MessageSquare, Quote, Trophy, Wrench, type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar: every admin area of SPEC's route table. */
export const ADMIN_NAV: NavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/admin/hero', label: 'Hero Section', icon: Image },
  { href: '/admin/marketing-popup', label: 'Marketing Popup', icon: Megaphone },
  { href: '/admin/programs', label: 'Programs', icon: Trophy },
  { href: '/admin/registrations', label: 'Registrations', icon: ClipboardList },
  { href: '/admin/services', label: 'Services', icon: Wrench },
  { href: '/admin/testimonials', label: 'Testimonials', icon: Quote },
  { href: '/admin/contacts', label: 'Contacts', icon: MessageSquare },
  { href: '/admin/about', label: 'About', icon: Info },
  { href: '/admin/cta', label: 'Call to Action', icon: FileText },
  { href: '/admin/company-info', label: 'Company Info', icon: Building2 },
  { href: '/admin/section-headers', label: 'Section Headers', icon: Heading },
  { href: '/admin/backups', label: 'Backups', icon: Archive },
  { href: '/admin/email-test', label: 'Email Test', icon: Mail },
  { href: '/admin/email-guide', label: 'Email Guide', icon: BookOpen },
  { href: '/admin/change-password', label: 'Change Password', icon: KeyRound },
];
