import { Suspense, type ReactNode } from 'react';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { CtaSection } from './cta-section';
import { DeferredMarketingPopup } from './deferred-marketing-popup';
import { HeroSection } from './hero-section';
import { ProgramsSection } from './programs-section';
import { RegistrationProvider } from './registration-context';
import { ServicesSection } from './services-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestimonialsSection } from './testimonials-section';

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
