// The contact section: the organisation's contact details (company info) beside the enquiry form.
import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { companyInfoQuery } from '../../../lib/queries';
import { telHref } from '../company-info';
import { ContactForm } from './contact-form';

// SPEC section 1: what visitors are told even when no company info is stored.
const DEFAULT_PHONE_HOURS = 'Monday-Friday 9am-5pm MST';
const DEFAULT_EMAIL_RESPONSE = 'We reply within 24 hours';

export function ContactSection() {
  const { data: company } = useQuery(companyInfoQuery());

  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-muted/50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Contact Us
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Questions about training, certification or game assignments? Send us a message and our team will get back to you.
          </p>
        </div>

        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <div className="grid content-start gap-4 lg:col-span-2">
            {company && (
              <>
                <ContactDetail icon={Phone} title="Call Us">
                  <a href={telHref(company.phone)} className="font-medium text-foreground underline-offset-4 hover:underline">
                    {company.phone}
                  </a>
                  <span>{company.phoneHours || DEFAULT_PHONE_HOURS}</span>
                </ContactDetail>
                <ContactDetail icon={Mail} title="Email Us">
                  <a
                    href={`mailto:${company.email}`}
                    className="font-medium break-all text-foreground underline-offset-4 hover:underline"
                  >
                    {company.email}
                  </a>
                  <span>{company.emailResponse || DEFAULT_EMAIL_RESPONSE}</span>
                </ContactDetail>
                <ContactDetail icon={MapPin} title="Visit Us">
                  <span className="font-medium text-foreground">{company.location}</span>
                  {company.locationDetail && <span>{company.locationDetail}</span>}
                </ContactDetail>
              </>
            )}
            {!company && (
              <ContactDetail icon={Clock} title="Support Hours">
                <span className="font-medium text-foreground">{DEFAULT_PHONE_HOURS}</span>
                <span>{DEFAULT_EMAIL_RESPONSE}</span>
              </ContactDetail>
            )}
          </div>

          <Card className="lg:col-span-3">
            <CardHeader>
              <CardTitle asChild>
                <h3 id="contact-form-title" className="text-xl">
                  Request Information
                </h3>
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                Fields marked <span aria-hidden="true" className="text-destructive">*</span>
                <span className="sr-only">with an asterisk</span> are required.
              </p>
            </CardHeader>
            <CardContent>
              <ContactForm titleId="contact-form-title" />
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}

function ContactDetail({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-1 text-sm text-muted-foreground">
        <h3 className="text-base font-semibold text-foreground">{title}</h3>
        {children}
      </div>
    </div>
  );
}
