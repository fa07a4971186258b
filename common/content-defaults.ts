// Default texts of SPEC sections 2 and 3: what the site is seeded with and what the public page
// falls back to. No zod here: the landing page's bundle imports this.

/** SPEC section 3: what the public page shows when no hero is stored. */
export const HERO_DEFAULTS = {
  heading: 'Training the Next Generation of Basketball Referees',
  subheading: 'Professional development, certification, and placement for basketball officials across Arizona',
  buttonText: 'Get Started Today',
  featureBox1Title: '500+ Officials Trained',
  featureBox2Title: 'Comprehensive Training',
  featureBox3Title: 'Game Assignments',
} as const;

/** SPEC section 2: the seeded defaults, and the titles the public page falls back to. */
export const SECTION_HEADER_DEFAULTS = {
  services: {
    title: 'Our Services',
    subtitle: 'Comprehensive training and development solutions for basketball officials at all levels',
  },
  programs: {
    title: 'Our Programs',
    subtitle: 'Professional training programs designed to elevate your officiating skills',
  },
  testimonials: {
    title: 'What Officials Say',
    subtitle: 'Hear from officials who have transformed their skills through our training',
  },
} as const;
export const PUBLIC_SECTION_TITLE_FALLBACKS = { services: 'Our Services', programs: 'Training Programs', testimonials: 'Success Stories' } as const;
