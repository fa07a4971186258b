// Shapes of the public content as the API returns it (JSON: dates are strings).
import type { PriceTier } from '../../common/prices.js';

interface FeatureBoxes {
  featureBox1Title: string | null;
  featureBox1Text: string | null;
  featureBox1Icon: string | null;
  featureBox2Title: string | null;
  featureBox2Text: string | null;
  featureBox2Icon: string | null;
  featureBox3Title: string | null;
  featureBox3Text: string | null;
  featureBox3Icon: string | null;
}

export interface Hero extends FeatureBoxes {
  heading: string;
  subheading: string;
  buttonText: string;
  buttonLink: string;
  backgroundImage: string | null;
}

export interface About extends FeatureBoxes {
  title: string;
  subtitle: string | null;
  content: string;
  imageUrl: string | null;
}

export interface Cta {
  title: string;
  content: string;
  buttonText: string;
  buttonLink: string;
}

export interface CompanyInfo {
  name: string;
  phone: string;
  email: string;
  website: string;
  location: string;
  phoneHours: string;
  emailResponse: string;
  locationDetail: string;
}

export interface MarketingPopup {
  id: number;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  active: boolean;
}

export interface Service {
  id: number;
  title: string;
  description: string;
  icon: string;
  displayOrder: number;
  active: boolean;
}

export interface Program {
  id: number;
  name: string;
  description: string;
  level: 'high-school' | 'college' | 'professional' | 'youth' | 'all';
  duration: string;
  price: number | null;
  priceTiers: PriceTier[];
  imageUrl: string | null;
  location: string | null;
  locationName: string | null;
  startDate: string | null;
  startTime: string | null;
  active: boolean;
  features: string[];
}

export interface Testimonial {
  id: number;
  name: string;
  position: string;
  quote: string;
  featured: boolean;
}

export interface SectionHeader {
  sectionId: string;
  title: string;
  subtitle: string | null;
}

export interface LandingData {
  hero: Hero | null;
  about: About | null;
  cta: Cta | null;
  companyInfo: CompanyInfo | null;
  marketingPopup: MarketingPopup | null;
  services: Service[];
  programs: Program[];
  testimonials: Testimonial[];
  sectionHeader: SectionHeader;
}
