import { Suspense, type ReactNode } from 'react';
import { ContactSection } from './contact/contact-section';
import { DeferredMarketingPopup } from './popup/deferred-marketing-popup';
import { RegistrationProvider } from './registration/registration-context';
import { AboutSection } from './sections/about-section';
import { CtaSection } from './sections/cta-section';
import { HeroSection } from './sections/hero-section';
import { ProgramsSection } from './sections/programs-section';
import { ServicesSection } from './sections/services-section';
import { TestimonialsSection } from './sections/testimonials-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * A section React may hydrate on its own, after the rest: the browser stays responsive between
 * sections instead of hydrating the whole page in one long task. Nothing suspends, so the server
 * renders every section in full and the fallback is never shown.
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
    </RegistrationProvider>
  );
}
