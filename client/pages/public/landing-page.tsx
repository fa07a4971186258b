import { Suspense, type ReactNode } from 'react';
import { withQueryRuntime } from '../../lib/with-query-runtime';
import { deferredSection } from './deferred-section';
import { DeferredMarketingPopup } from './popup/deferred-marketing-popup';
import { RegistrationProvider } from './registration/registration-context';
import { DeferredResumePayment } from './resume/deferred-resume-payment';
import { HeroSection } from './sections/hero-section';
import { SiteHeader } from './site-header';

// Below the first screen: one file of code, fetched after the page has loaded (deferred-section.tsx),
// with the query library, which the first screen does without (lib/page-query.ts).
const belowTheFold = (name: keyof typeof import('./below-the-fold')) =>
  deferredSection(withQueryRuntime(() => import('./below-the-fold').then((sections) => sections[name])));
const ServicesSection = belowTheFold('ServicesSection');
const ProgramsSection = belowTheFold('ProgramsSection');
const TestimonialsSection = belowTheFold('TestimonialsSection');
const AboutSection = belowTheFold('AboutSection');
const CtaSection = belowTheFold('CtaSection');
const ContactSection = belowTheFold('ContactSection');
const SiteFooter = belowTheFold('SiteFooter');

/**
 * A section React may hydrate on its own, after the rest: the browser stays responsive between
 * sections instead of hydrating the whole page in one long task. On the server nothing suspends, so
 * every section is rendered in full and the fallback is never shown there.
 */
const Hydrated = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The public home page: one scrolling page, sections in SPEC order. */
export function LandingPage() {
  return (
    <RegistrationProvider>
      <SiteHeader />
      <main id="main-content">
        <Hydrated><HeroSection /></Hydrated>
        <Hydrated><ServicesSection /></Hydrated>
        <Hydrated><ProgramsSection /></Hydrated>
        <Hydrated><TestimonialsSection /></Hydrated>
        <Hydrated><AboutSection /></Hydrated>
        <Hydrated><CtaSection /></Hydrated>
        <Hydrated><ContactSection /></Hydrated>
      </main>
      <Hydrated><SiteFooter /></Hydrated>
      <DeferredMarketingPopup />
      <DeferredResumePayment />
    </RegistrationProvider>
  );
}
