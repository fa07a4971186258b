import type { ComponentType } from 'react';
import { BackupsScreen } from './backups/backups-screen';
import { Dashboard } from './dashboard';
import { EmailGuideScreen } from './email/email-guide-screen';
import { EmailTestScreen } from './email/email-test-screen';
import { ProgramsScreen } from './programs/programs-screen';
import { CreateOfficiatingProgram } from './programs/create-officiating-program';
import { RegistrationsScreen } from './registrations/registrations-screen';
import { TestimonialsScreen } from './testimonials/testimonials-screen';
import { ServicesScreen } from './services/services-screen';
import { ContactsScreen } from './contacts/contacts-screen';
import { HeroScreen } from './content/hero-screen';
import { AboutScreen } from './content/about-screen';
import { CtaScreen } from './content/cta-screen';
import { CompanyInfoScreen } from './content/company-info-screen';
import { MarketingPopupScreen } from './content/marketing-popup-screen';
import { SectionHeadersScreen } from './section-headers/section-headers-screen';
import { ChangePasswordScreen } from './change-password-screen';

/** Each admin screen at its path (SPEC route table). */
export const ADMIN_SCREENS: { path: string; component: ComponentType }[] = [
  { path: '/admin', component: Dashboard },
  { path: '/admin/programs', component: ProgramsScreen },
  { path: '/admin/create-officiating-program', component: CreateOfficiatingProgram },
  { path: '/admin/registrations', component: RegistrationsScreen },
  { path: '/admin/testimonials', component: TestimonialsScreen },
  { path: '/admin/services', component: ServicesScreen },
  { path: '/admin/contacts', component: ContactsScreen },
  { path: '/admin/hero', component: HeroScreen },
  { path: '/admin/about', component: AboutScreen },
  { path: '/admin/cta', component: CtaScreen },
  { path: '/admin/company-info', component: CompanyInfoScreen },
  { path: '/admin/marketing-popup', component: MarketingPopupScreen },
  { path: '/admin/section-headers', component: SectionHeadersScreen },
  { path: '/admin/change-password', component: ChangePasswordScreen },
  { path: '/admin/backups', component: BackupsScreen },
  { path: '/admin/email-test', component: EmailTestScreen },
  { path: '/admin/email-guide', component: EmailGuideScreen },
];
