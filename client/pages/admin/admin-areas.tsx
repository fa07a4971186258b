// Each admin area of common/admin-areas.ts with its icon and its screen, loaded when first opened.
// The router, the sidebar and the dashboard's quick actions all read this one table.
import {
  Archive, Award, ChartColumn, BadgeCheck, BookOpen, Building2, ClipboardCheck, ClipboardList, CreditCard, FileQuestion, FileText, GraduationCap, Heading, Image, Info, KeyRound, LayoutDashboard, Mail,
  Megaphone, ListOrdered, MessageSquare, PlusCircle, Quote, Settings, Trophy, Wrench, CalendarDays, CalendarCheck, Users, type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ADMIN_AREAS, inMenu, type AdminPath } from '../../../common/admin-areas';

type Screen = LazyExoticComponent<ComponentType>;

/** A screen module's named export, loaded on first visit. */
const screen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Screen =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const PARTS: Record<AdminPath, { icon: LucideIcon; screen: Screen }> = {
  '/admin': { icon: LayoutDashboard, screen: screen(() => import('./dashboard'), 'Dashboard') },
  '/admin/hero': { icon: Image, screen: screen(() => import('./content/hero-screen'), 'HeroScreen') },
  '/admin/marketing-popup': { icon: Megaphone, screen: screen(() => import('./content/marketing-popup-screen'), 'MarketingPopupScreen') },
  '/admin/programs': { icon: Trophy, screen: screen(() => import('./programs/screen'), 'ProgramsScreen') },
  '/admin/registrations': { icon: ClipboardList, screen: screen(() => import('./registrations/screen'), 'RegistrationsScreen') },
  '/admin/payments': { icon: CreditCard, screen: screen(() => import('./payments/screen'), 'PaymentsScreen') },
  '/admin/reports': { icon: ChartColumn, screen: screen(() => import('./reports/screen'), 'ReportsScreen') },
  '/admin/services': { icon: Wrench, screen: screen(() => import('./services/screen'), 'ServicesScreen') },
  '/admin/testimonials': { icon: Quote, screen: screen(() => import('./testimonials/screen'), 'TestimonialsScreen') },
  '/admin/contacts': { icon: MessageSquare, screen: screen(() => import('./contacts/screen'), 'ContactsScreen') },
  '/admin/about': { icon: Info, screen: screen(() => import('./content/about-screen'), 'AboutScreen') },
  '/admin/cta': { icon: FileText, screen: screen(() => import('./content/cta-screen'), 'CtaScreen') },
  '/admin/company-info': { icon: Building2, screen: screen(() => import('./content/company-info-screen'), 'CompanyInfoScreen') },
  '/admin/section-headers': { icon: Heading, screen: screen(() => import('./section-headers/section-headers-screen'), 'SectionHeadersScreen') },
  '/admin/backups': { icon: Archive, screen: screen(() => import('./backups/backups-screen'), 'BackupsScreen') },
  '/admin/email-test': { icon: Mail, screen: screen(() => import('./email/email-test-screen'), 'EmailTestScreen') },
  '/admin/email-guide': { icon: BookOpen, screen: screen(() => import('./email/email-guide-screen'), 'EmailGuideScreen') },
  '/admin/settings': { icon: Settings, screen: screen(() => import('./settings/settings-screen'), 'SettingsScreen') },
  '/admin/change-password': { icon: KeyRound, screen: screen(() => import('./change-password-screen'), 'ChangePasswordScreen') },
  '/admin/create-officiating-program': {
    icon: PlusCircle,
    screen: screen(() => import('./programs/create-officiating-program'), 'CreateOfficiatingProgram'),
  },
  '/admin/programs/:id/waitlist': { icon: ListOrdered, screen: screen(() => import('./programs/waitlist/screen'), 'WaitlistScreen') },
  '/admin/certificates': { icon: BadgeCheck, screen: screen(() => import('./certificates/list-screen'), 'CertificatesScreen') },
  '/admin/programs/:id/certificates': { icon: Award, screen: screen(() => import('./certificates/issue-screen'), 'IssueCertificatesScreen') },
  '/admin/exams': { icon: GraduationCap, screen: screen(() => import('./exams/screen'), 'ExamsScreen') },
  '/admin/exams/:id': { icon: FileQuestion, screen: screen(() => import('./exams/exam-screen'), 'ExamScreen') },
  '/admin/programs/:id/attendance': { icon: ClipboardCheck, screen: screen(() => import('./attendance/screen'), 'AttendanceScreen') },
  '/admin/games': { icon: CalendarDays, screen: screen(() => import('./games/screen'), 'GamesScreen') },
  '/admin/games/:id': { icon: CalendarCheck, screen: screen(() => import('./games/game-screen'), 'GameScreen') },
  '/admin/officials': { icon: Users, screen: screen(() => import('./officials/screen'), 'OfficialsScreen') },
};

export const ADMIN_AREA_TABLE = ADMIN_AREAS.map((area) => ({ ...area, ...PARTS[area.path], menu: inMenu(area) }));

/** The sidebar's entries. */
export const MENU = ADMIN_AREA_TABLE.filter((area) => area.menu);
