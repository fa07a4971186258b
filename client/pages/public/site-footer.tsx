// The footer (id footer): who we are, quick links to the sections, contact details, copyright.
import { useQuery } from '@tanstack/react-query';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { companyInfoQuery } from '../../lib/queries';
import { scrollOnClick, SECTION_LINKS } from '../../lib/scroll';
import { cn } from '../../lib/utils';
import { BasketballMark } from '../../components/icons';
import { FALLBACK_COMPANY_NAME, telHref } from './company-info';

const LINK = 'rounded-sm text-stone-300 transition-colors hover:text-orange-400';

export function SiteFooter() {
  const { data: company } = useQuery(companyInfoQuery());
  const name = company?.name ?? FALLBACK_COMPANY_NAME;
  const year = new Date().getFullYear();

  return (
    <footer id="footer" className="bg-stone-950 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.5fr] lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <BasketballMark className="size-9 shrink-0" />
            {name}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Training, certification and placement for basketball officials across Arizona, from youth leagues to
            college games. Certification typically takes 4-8 weeks.
          </p>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-sm font-semibold tracking-wider text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-1">
            {SECTION_LINKS.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} onClick={scrollOnClick(id)} className={LINK}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {company && (
          <div className="md:col-span-2 lg:col-span-1">
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact Us</h2>
            <ul className="mt-4 grid gap-4 text-sm">
              <FooterContact icon={Phone} detail={company.phoneHours}>
                <a href={telHref(company.phone)} className={cn(LINK, 'font-medium text-white')}>{company.phone}</a>
              </FooterContact>
              <FooterContact icon={Mail} detail={company.emailResponse}>
                <a href={`mailto:${company.email}`} className={cn(LINK, 'font-medium break-all text-white')}>{company.email}</a>
              </FooterContact>
              <FooterContact icon={MapPin} detail={company.locationDetail}>
                <span className="font-medium text-white">{company.location}</span>
              </FooterContact>
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {year} {name}. All rights reserved.</p>
          <a href="#home" onClick={scrollOnClick('home')} className={LINK}>
            Back to top
          </a>
        </div>
      </div>
    </footer>
  );
}

function FooterContact({ icon: Icon, detail, children }: { icon: LucideIcon; detail: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
      <span>
        {children}
        <span className="block text-stone-400">{detail}</span>
      </span>
    </li>
  );
}
