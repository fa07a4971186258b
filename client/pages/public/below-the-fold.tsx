// Everything on the landing page below its first screen, in one file for the browser: one request
// brings every section's code at once, so they hydrate together, in page order (landing-page.tsx).
export { ContactSection } from './contact/contact-section';
export { AboutSection } from './sections/about-section';
export { CtaSection } from './sections/cta-section';
export { ProgramsSection } from './sections/programs-section';
export { ServicesSection } from './sections/services-section';
export { TestimonialsSection } from './sections/testimonials-section';
export { SiteFooter } from './site-footer';
