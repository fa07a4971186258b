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


/** The public home page: one scrolling page, sections in SPEC order. */
export function LandingPage() {
  return (
    <RegistrationProvider>
      <SiteHeader />
      <main id="main-content">
        <HeroSection />
        <ServicesSection />
        <ProgramsSection />
        <TestimonialsSection />
        <AboutSection />
        <CtaSection />
        <ContactSection />
      </main>
      <SiteFooter />
      <DeferredMarketingPopup />
    </RegistrationProvider>
  );
}
