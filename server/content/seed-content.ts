// Content a fresh database is seeded with: site copy, services, programs, testimonials and the marketing popup.
import type { about, companyInfo, cta, hero, marketingPopup, sectionHeaders, services, testimonials } from './tables.js';
import type { programs } from '../programs/index.js';
import { HERO_DEFAULTS, SECTION_HEADER_DEFAULTS } from '../../common/content-defaults.js';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import type { PriceTier } from '../../common/schemas/program.js';
import { ABOUT_ICONS, SECTION_IDS, SERVICE_ICONS } from '../../common/constants.js';

export const HERO_SEED: typeof hero.$inferInsert = {
  heading: HERO_DEFAULTS.heading,
  subheading: HERO_DEFAULTS.subheading,
  buttonText: HERO_DEFAULTS.buttonText,
  buttonLink: '#programs',
  backgroundImage: null,
  featureBox1Title: HERO_DEFAULTS.featureBox1Title,
  featureBox1Text: 'Officials working youth, high school and college games across the Valley started here.',
  featureBox1Icon: 'fas fa-users',
  featureBox2Title: HERO_DEFAULTS.featureBox2Title,
  featureBox2Text: 'Rules, mechanics, court positioning and game management taught by experienced officials.',
  featureBox2Icon: 'fas fa-graduation-cap',
  featureBox3Title: HERO_DEFAULTS.featureBox3Title,
  featureBox3Text: 'Graduates are connected with assigners for league, tournament and school games.',
  featureBox3Icon: 'fas fa-calendar-check',
};

export const ABOUT_SEED: typeof about.$inferInsert = {
  title: 'About Our Academy',
  subtitle: 'Developing confident, consistent basketball officials in Phoenix and across Arizona',
  content: [
    '<p>The <strong>Arizona Basketball Officials Academy</strong> trains, certifies and places basketball referees at every level of the game, from youth recreation leagues to college competition. Our instructors are active and retired officials who bring decades of on-court experience to every session.</p>',
    '<p>Our programs combine classroom instruction with live-game practice and film review. Most new officials complete certification in <em>4-8 weeks</em>, depending on the program and their schedule. Along the way, trainees learn:</p>',
    '<ul><li>The current rules and how to apply them consistently</li><li>Two-person and three-person mechanics and court coverage</li><li>Communication with coaches, players and partners</li><li>Professional conduct on and off the court</li></ul>',
    '<p>After certification, we stay with our officials through mentorship, continuing education and help finding game assignments, so every graduate keeps growing in the profession.</p>',
  ].join('\n'),
  imageUrl: null,
  featureBox1Title: 'Experienced Instructors',
  featureBox1Text: 'Learn from officials who have worked thousands of games at the high school and college levels.',
  featureBox1Icon: ABOUT_ICONS[0],
  featureBox2Title: 'Proven Curriculum',
  featureBox2Text: 'A structured path from rules fundamentals to advanced mechanics and game management.',
  featureBox2Icon: ABOUT_ICONS[1],
  featureBox3Title: 'Career Advancement',
  featureBox3Text: 'Evaluations, mentorship and assignment support to help you move up to the next level.',
  featureBox3Icon: ABOUT_ICONS[2],
};

export const CTA_SEED: typeof cta.$inferInsert = {
  title: 'Ready to Start Officiating?',
  content: 'Join our next training class and take the first step toward working games across Arizona. Spots in each program are limited, so register early.',
  buttonText: 'Contact Us Today',
  buttonLink: '#contact',
};

export const COMPANY_INFO_SEED: typeof companyInfo.$inferInsert = {
  name: 'Arizona Basketball Officials Academy',
  phone: '(602) 555-0142',
  email: 'info@azrefacademy.org',
  website: 'https://www.azrefacademy.org',
  location: 'Phoenix, Arizona',
  phoneHours: 'Monday-Friday 9am-5pm MST',
  emailResponse: 'We reply within 24 hours',
  locationDetail: '2845 N Sunridge Blvd, Suite 210, Phoenix, AZ 85016',
};

export const SECTION_HEADERS_SEED: (typeof sectionHeaders.$inferInsert)[] = SECTION_IDS.map((sectionId) => ({
  sectionId,
  title: SECTION_HEADER_DEFAULTS[sectionId].title,
  subtitle: SECTION_HEADER_DEFAULTS[sectionId].subtitle,
}));

const SERVICE_TEXT: readonly (readonly [title: string, description: string])[] = [
  [
    'Officials Certification Training',
    'Structured courses covering rules, mechanics and floor positioning that prepare new officials for certification.',
  ],
  [
    'School Clinics and Camps',
    'On-site clinics and summer camps for schools and leagues that want to develop officials within their own communities.',
  ],
  [
    'Game Film Review',
    'Detailed video breakdowns of your games with feedback on positioning, signals and play calling.',
  ],
  [
    'Mentorship Program',
    'One-on-one pairing with a veteran official who observes your games and helps you set development goals.',
  ],
  [
    'Rules and Mechanics Testing',
    'Practice exams and written evaluations that confirm your rules knowledge before certification and each new season.',
  ],
  [
    'Game Assignment Placement',
    'Help connecting certified officials with assigners for youth leagues, tournaments and school schedules.',
  ],
];

export const SERVICES_SEED: (typeof services.$inferInsert)[] = SERVICE_ICONS.map((icon, index) => {
  const [title, description] = SERVICE_TEXT[index] ?? ['', ''];
  return { title, description, icon, displayOrder: index + 1, active: true };
});

/** A seeded program, its prices in dollars as staff would type them (seed.ts stores them in cents). */
type ProgramSeed = Omit<typeof programs.$inferInsert, 'priceCents' | 'priceTiers'> & { price: number | null; priceTiers: PriceTier[] };

export const PROGRAMS_SEED: { program: ProgramSeed; features: string[] }[] = [
  {
    program: {
      name: 'Youth League Officiating Fundamentals',
      description: 'An introductory course for new officials who want to work youth recreation and club games. Covers basic rules, signals and two-person mechanics in a supportive setting.',
      level: 'youth',
      duration: '4 weeks',
      price: 40,
      priceTiers: [...DEFAULT_PRICE_TIERS],
      imageUrl: null,
      location: '3710 W Mesquite Valley Rd, Phoenix, AZ 85029',
      locationName: 'Mesquite Valley Community Center',
      startDate: '2027-01-16',
      startTime: '09:00',
      active: true,
    },
    features: [
      'Basic rules and signals',
      'Two-person court mechanics',
      'Working with young players and coaches',
      'Supervised scrimmage games',
      'Certificate of completion',
    ],
  },
  {
    program: {
      name: 'High School Officials Certification Course',
      description: 'Our core certification program for officials preparing to work high school games. Evening classroom sessions are paired with weekend on-court training and a final rules exam.',
      level: 'high-school',
      duration: '6 weeks',
      price: 40,
      priceTiers: [...DEFAULT_PRICE_TIERS],
      imageUrl: null,
      location: '1950 E Sonoran Heights Dr, Phoenix, AZ 85022',
      locationName: 'Sonoran Heights High School Gymnasium',
      startDate: '2027-01-19',
      startTime: '18:30',
      active: true,
    },
    features: [
      'Complete high school rules review',
      'Two-person and three-person mechanics',
      'Live-game evaluations',
      'Rules exam preparation',
      'Mentor assignment after certification',
      'Introduction to local game assigners',
    ],
  },
  {
    program: {
      name: 'Collegiate Officiating Development Camp',
      description: 'An advanced camp for experienced officials working toward college assignments. Includes three-person mechanics, film sessions and evaluations during competitive games.',
      level: 'college',
      duration: '3 days',
      price: 55,
      priceTiers: [...DEFAULT_PRICE_TIERS],
      imageUrl: null,
      location: '4420 S Copper Canyon Pkwy, Phoenix, AZ 85042',
      locationName: 'Copper Canyon Fieldhouse',
      startDate: '2027-03-13',
      startTime: '08:00',
      active: true,
    },
    features: [
      'Advanced three-person mechanics',
      'Daily game film breakdowns',
      'Written and on-court evaluations',
      'Game management and communication',
      'Feedback from veteran college officials',
    ],
  },
  {
    program: {
      name: 'Professional Pathway Mentorship',
      description: 'A selective program for top officials aiming for professional and elite tournament play. Participants receive individual coaching, game observation and a personalized development plan.',
      level: 'professional',
      duration: '12 weeks',
      price: null,
      priceTiers: [...DEFAULT_PRICE_TIERS],
      imageUrl: null,
      location: '2845 N Sunridge Blvd, Suite 210, Phoenix, AZ 85016',
      locationName: 'Arizona Basketball Officials Academy Training Center',
      startDate: '2027-04-10',
      startTime: '10:00',
      active: true,
    },
    features: [
      'One-on-one coaching with a senior mentor',
      'Observed games with written reports',
      'Advanced film study sessions',
      'Personalized development plan',
      'Guidance on camps and tryouts',
    ],
  },
];

export const TESTIMONIALS_SEED: (typeof testimonials.$inferInsert)[] = [
  {
    name: 'Marcus Delgado',
    position: 'High School Varsity Official',
    quote: 'The certification course gave me a clear understanding of the rules and the confidence to handle tough moments. Within a season I was working varsity games.',
    featured: true,
  },
  {
    name: 'Danielle Whitaker',
    position: 'Youth League Official',
    quote: 'I had never officiated before, and the instructors made every session approachable. The scrimmage games were the best preparation I could have asked for.',
    featured: true,
  },
  {
    name: 'Andre Caldwell',
    position: 'Junior College Official',
    quote: 'The film review sessions changed how I think about positioning. My evaluations improved right away, and I earned my first college assignments the following year.',
    featured: true,
  },
  {
    name: 'Teresa Romero',
    position: 'Middle School and Club Official',
    quote: 'My mentor watched my games and gave honest, practical feedback. It made a real difference in how I manage games and communicate with coaches.',
    featured: false,
  },
];

export const MARKETING_POPUP_SEED: typeof marketingPopup.$inferInsert = {
  title: 'Spring Officials Certification Clinic',
  date: 'Saturday, February 6, 2027',
  startTime: '9:00 AM',
  endTime: '3:00 PM',
  location: 'Sonoran Heights High School Gymnasium, Phoenix',
  active: true,
};
