// The admin areas of SPEC's route table, in sidebar order: one table read by the server (which paths
// are pages), the client's router, its sidebar and the dashboard's quick actions
// (client/pages/admin/admin-areas.tsx adds each area's icon and screen).
export const ADMIN_AREAS = [
  { path: '/admin', label: 'Dashboard' },
  { path: '/admin/hero', label: 'Hero Section' },
  { path: '/admin/marketing-popup', label: 'Marketing Popup' },
  { path: '/admin/programs', label: 'Programs' },
  { path: '/admin/registrations', label: 'Registrations' },
  // Not in SPEC's table (its other admin layout links it): the payments ledger of issue 14.
  { path: '/admin/payments', label: 'Payments' },
  // Not in SPEC's table (its other admin layout links it): the staff's reports of issue 17.
  { path: '/admin/reports', label: 'Reports' },
  { path: '/admin/services', label: 'Services' },
  { path: '/admin/testimonials', label: 'Testimonials' },
  { path: '/admin/contacts', label: 'Contacts' },
  { path: '/admin/about', label: 'About' },
  { path: '/admin/cta', label: 'Call to Action' },
  { path: '/admin/company-info', label: 'Company Info' },
  { path: '/admin/section-headers', label: 'Section Headers' },
  { path: '/admin/backups', label: 'Backups' },
  { path: '/admin/email-test', label: 'Email Test' },
  { path: '/admin/email-guide', label: 'Email Guide' },
  // Not in SPEC's table (its other admin layout links it): the organisation's rules of issue 15.
  { path: '/admin/settings', label: 'Settings' },
  { path: '/admin/change-password', label: 'Change Password' },
  // Reached from the Programs screen, not from the menu.
  { path: '/admin/create-officiating-program', label: 'Create Officiating Program', menu: false },
  // Issue 16: a program's seats and waitlist, reached from the programs table.
  { path: '/admin/programs/:id/waitlist', label: 'Program Waitlist', menu: false },
  // Issue 16: certificates issued (in the menu) and a program's issuing screen (from the Programs screen).
  { path: '/admin/certificates', label: 'Certificates' },
  { path: '/admin/programs/:id/certificates', label: 'Issue Certificates', menu: false },
  // Issue 29: the rules exam's question bank and exams (in the menu), and one exam's results and accommodations.
  { path: '/admin/exams', label: 'Exams' },
  { path: '/admin/exams/:id', label: 'Exam', menu: false },
  // A program's roll call (issue 16), reached from its row in Programs.
  { path: '/admin/programs/:id/attendance', label: 'Attendance', menu: false },
  // Issue 30: games and their crews, and the officials (in the menu); one game's assignment screen.
  { path: '/admin/games', label: 'Games' },
  { path: '/admin/games/:id', label: 'Game', menu: false },
  { path: '/admin/officials', label: 'Officials' },
] as const satisfies readonly { path: string; label: string; menu?: false }[];

export type AdminArea = (typeof ADMIN_AREAS)[number];
export type AdminPath = AdminArea['path'];

/** The areas listed in the sidebar (and, but for the dashboard itself, as its quick actions). */
export const inMenu = (area: AdminArea) => !('menu' in area);
