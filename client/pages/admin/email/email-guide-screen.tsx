// SPEC section 2 "Email System Guide": tabs Overview, Troubleshooting and Email Templates; the fallback
// order (primary delivery provider, platform email service, logging to files) with the statuses Pending
// Verification, Network Restricted and Active & Working; the four email types.
import { Bell, CreditCard, FileText, Send, ShieldAlert, UserCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/utils';
import { SectionCard } from '../shared/section-card';
import { EmailPage } from './email-page';

type Tone = 'pending' | 'restricted' | 'active';

const TONES: Record<Tone, string> = {
  pending: 'border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300',
  restricted: 'border-red-600 text-red-800 dark:border-red-400 dark:text-red-300',
  active: 'border-green-600 text-green-800 dark:border-green-400 dark:text-green-300',
};

const DELIVERY_CHAIN: { step: string; description: string; status: string; tone: Tone }[] = [
  {
    step: 'Primary delivery provider',
    description: 'Emails are first sent through the configured SMTP email provider.',
    status: 'Pending Verification',
    tone: 'pending',
  },
  {
    step: 'Platform email service',
    description: 'When the primary provider fails, the platform email service is tried next.',
    status: 'Network Restricted',
    tone: 'restricted',
  },
  {
    step: 'Logging to files',
    description: 'When no service can deliver, the email is written to a log file so nothing is lost.',
    status: 'Active & Working',
    tone: 'active',
  },
];

const EMAIL_TYPES: { title: string; icon: LucideIcon; recipient: string; description: string; contents: string[] }[] = [
  {
    title: 'Registration Confirmation',
    icon: UserCheck,
    recipient: 'The registrant (and the parent or guardian of an under-18 registrant)',
    description: 'Sent when someone registers for a program.',
    contents: ['Program name, date, time and venue', 'Registration details and amount due', 'Calendar invitation when the program has a start date'],
  },
  {
    title: 'Admin Notification',
    icon: Bell,
    recipient: 'The administrators',
    description: 'Sent when a new registration or contact inquiry arrives.',
    contents: ['Registrant or inquirer name and contact details', 'Program and experience level', 'Message or notes'],
  },
  {
    title: 'Payment Confirmation',
    icon: CreditCard,
    recipient: 'The registrant',
    description: 'Sent once when a registration is paid.',
    contents: ['Amount paid', 'Program name, date, time and venue', 'Company contact information'],
  },
  {
    title: 'Custom Notifications',
    icon: Send,
    recipient: 'Registrants',
    description: 'Reminders, schedule changes and announcements.',
    contents: ['Reminders before a program starts', 'Schedule changes', 'Announcements'],
  },
];

const TROUBLESHOOTING: { problem: string; steps: string[] }[] = [
  {
    problem: 'Emails are not arriving',
    steps: [
      'Open Email Testing Tools and send test emails to your own address.',
      'Check whether each email type shows Sent successfully or Logged to file.',
      'Look in the spam or junk folder of the recipient.',
    ],
  },
  {
    problem: 'Emails show Logged to file',
    steps: [
      'No email service could deliver the message; it was written to the log directory instead.',
      'Run Test SMTP Connection and read the suggestion shown with the connection result.',
      'Check the SMTP host, port, secure setting, username and password of the server configuration.',
    ],
  },
  {
    problem: 'The SMTP connection fails',
    steps: [
      'Port 465 normally needs a secure connection; ports 587 and 25 normally do not.',
      'Make sure the sender address has been verified with the email provider.',
      'The hosting network may block outgoing mail ports; ask the hosting provider.',
    ],
  },
];

function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Badge variant="outline" className={cn('bg-background', TONES[tone])}>
      {children}
    </Badge>
  );
}

export function EmailGuideScreen() {
  return (
    <EmailPage
      title="Email System Guide"
      description="How the site sends email, what to check when it does not, and which emails it sends."
      linkTo="test"
    >
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="troubleshooting">Troubleshooting</TabsTrigger>
          <TabsTrigger value="templates">Email Templates</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid gap-4">
          <SectionCard title="Delivery Fallback Order" description="Each email tries these in order until one succeeds.">
            <ol className="grid gap-3">
              {DELIVERY_CHAIN.map(({ step, description, status, tone }, index) => (
                <li key={step} className="flex flex-col gap-2 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="flex gap-3">
                    <span
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <p className="font-medium">{step}</p>
                      <p className="text-sm text-muted-foreground">{description}</p>
                    </div>
                  </div>
                  <StatusBadge tone={tone}>{status}</StatusBadge>
                </li>
              ))}
            </ol>
          </SectionCard>
          <SectionCard title="Email Types" description="The emails the site sends.">
            <ul className="grid gap-2 sm:grid-cols-2">
              {EMAIL_TYPES.map(({ title, icon: Icon, description }) => (
                <li key={title} className="flex gap-3 rounded-lg border p-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <p className="font-medium">{title}</p>
                    <p className="text-sm text-muted-foreground">{description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </SectionCard>
          <Alert>
            <FileText aria-hidden="true" />
            <AlertTitle>No email is lost</AlertTitle>
            <AlertDescription>
              Logging to files always works: an email no service could deliver is kept in the email log directory, whose location and file count
              Email Testing Tools shows.
            </AlertDescription>
          </Alert>
        </TabsContent>

        <TabsContent value="troubleshooting" className="grid gap-4">
          {TROUBLESHOOTING.map(({ problem, steps }) => (
            <SectionCard key={problem} title={problem}>
              <ol className="grid list-decimal gap-1 pl-5 text-sm">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </SectionCard>
          ))}
          <Alert>
            <ShieldAlert aria-hidden="true" />
            <AlertTitle>Test safely</AlertTitle>
            <AlertDescription>Send test emails to an address you own: the three test emails go to the address you enter.</AlertDescription>
          </Alert>
        </TabsContent>

        <TabsContent value="templates" className="grid gap-4 md:grid-cols-2">
          {EMAIL_TYPES.map(({ title, icon: Icon, recipient, description, contents }) => (
            <SectionCard
              key={title}
              title={
                <>
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  {title}
                </>
              }
              description={description}
              contentClassName="grid gap-2 text-sm"
            >
              <p>
                <span className="font-medium">Recipient:</span> {recipient}
              </p>
              <ul className="grid list-disc gap-1 pl-5">
                {contents.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </SectionCard>
          ))}
        </TabsContent>
      </Tabs>
    </EmailPage>
  );
}
