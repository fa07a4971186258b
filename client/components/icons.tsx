// Icon names in the content mapped to lucide pictures. Hero and About boxes store Font Awesome classes
// ('fas fa-users') or bare names ('medal'); services use SPEC's six names. Each icon is imported on its
// own so the bundle carries only these.
import type { LucideIcon } from 'lucide-react';
import {
  Award, BadgeCheck, BookOpen, Briefcase, Calendar, CalendarCheck, ChartLine, CircleAlert, CircleCheck, Clipboard,
  ClipboardList, Clock, Flag, GraduationCap, Handshake, Lightbulb, MapPin, Medal, Megaphone, School, ShieldCheck,
  Star, Target, Trophy, UserCheck, Users, Video, Volleyball, Whistle,
} from 'lucide-react';
import { SERVICE_ICONS } from '../../common/constants';

const FEATURE_ICONS: Record<string, LucideIcon> = {
  users: Users,
  'user-group': Users,
  'people-group': Users,
  'user-check': UserCheck,
  'graduation-cap': GraduationCap,
  'user-graduate': GraduationCap,
  'calendar-check': CalendarCheck,
  'calendar-alt': Calendar,
  calendar: Calendar,
  trophy: Trophy,
  medal: Medal,
  award: Award,
  certificate: Award,
  whistle: Whistle,
  bullhorn: Megaphone,
  basketball: Volleyball,
  'basketball-ball': Volleyball,
  'clipboard-list': ClipboardList,
  clipboard: Clipboard,
  'clipboard-check': ClipboardList,
  school: School,
  video: Video,
  film: Video,
  briefcase: Briefcase,
  star: Star,
  'check-circle': CircleCheck,
  'circle-check': CircleCheck,
  'shield-alt': ShieldCheck,
  'shield-halved': ShieldCheck,
  book: BookOpen,
  'book-open': BookOpen,
  bullseye: Target,
  flag: Flag,
  handshake: Handshake,
  lightbulb: Lightbulb,
  clock: Clock,
  'chart-line': ChartLine,
  'map-marker-alt': MapPin,
  'location-dot': MapPin,
};

/** 'fas fa-users', 'fa-solid fa-users' or 'users' -> the matching picture; a neutral badge otherwise. */
export function featureIcon(name: string | null | undefined): LucideIcon {
  const key = (name ?? '')
    .split(/\s+/)
    .map((part) => part.replace(/^fa-/, ''))
    .find((part) => Object.hasOwn(FEATURE_ICONS, part));
  return key ? FEATURE_ICONS[key]! : BadgeCheck;
}

type ServiceIconName = (typeof SERVICE_ICONS)[number];

const SERVICE_ICON_MAP: Record<ServiceIconName, LucideIcon> = {
  'graduation-cap': GraduationCap,
  school: School,
  video: Video,
  users: Users,
  'clipboard-list': ClipboardList,
  briefcase: Briefcase,
};

/** SPEC section 3: a service icon outside the six names shows an alert icon. */
export function serviceIcon(name: string): LucideIcon {
  return Object.hasOwn(SERVICE_ICON_MAP, name) ? SERVICE_ICON_MAP[name as ServiceIconName] : CircleAlert;
}

/** The academy's mark: a basketball in the brand orange (the favicon's drawing). */
export function BasketballMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#ea580c" />
      <g fill="none" stroke="#431407" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="16" cy="16" r="15" />
        <path d="M1 16h30M16 1v30M5.4 5.4c4.2 3.9 4.2 17.3 0 21.2M26.6 5.4c-4.2 3.9-4.2 17.3 0 21.2" />
      </g>
    </svg>
  );
}
