// The frame the payment pages share: a centred card on a quiet background, the loading state and the
// Payment Error state.
import { useEffect, type ReactNode } from 'react';
import { AlertCircle, Loader2, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PaymentHeader } from './payment-header';

// The page shell's own title, kept once so moving between payment pages does not stack titles.
let siteTitle: string | null = null;

/** `back`: the header's Back link returns to the page before, or (after paying) to the website. */
export function PaymentShell({ title, back = 'history', children }: { title: string; back?: 'history' | 'home'; children: ReactNode }) {
  useEffect(() => {
    siteTitle ??= document.title;
    document.title = `${title} | ${siteTitle}`;
  }, [title]);
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <PaymentHeader back={back} />
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className="w-full max-w-lg">{children}</div>
      </main>
    </div>
  );
}

interface PaymentCardHeaderProps {
  title: ReactNode;
  titleClassName?: string;
  description?: ReactNode;
  descriptionClassName?: string;
  /** A picture of the outcome above the title; the header is centred with it. */
  icon?: LucideIcon;
  iconClassName?: string;
}

/** A payment card's heading (the page's h1) and what it is about. */
export function PaymentCardHeader({
  title, titleClassName = 'text-2xl', description, descriptionClassName, icon: Icon, iconClassName,
}: PaymentCardHeaderProps) {
  return (
    <CardHeader className={Icon && 'items-center text-center'}>
      {Icon && <Icon className={iconClassName} aria-hidden="true" />}
      <CardTitle asChild className={titleClassName}>
        <h1>{title}</h1>
      </CardTitle>
      {description && <CardDescription className={descriptionClassName}>{description}</CardDescription>}
    </CardHeader>
  );
}

/** A loading card, announced to screen readers. */
export function PaymentLoading({ title, detail }: { title: string; detail?: string }) {
  return (
    <Card role="status" aria-live="polite" className="items-center px-6 py-10 text-center">
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />
      <div className="grid gap-2">
        <h1 className="text-xl font-semibold">{title}</h1>
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      </div>
    </Card>
  );
}

/** SPEC section 2: Payment Error with the reason and a way back (and, where it can help, a retry). */
export function PaymentErrorCard({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Card role="alert">
      <PaymentCardHeader
        icon={AlertCircle}
        iconClassName="size-10 text-destructive"
        title="Payment Error"
        titleClassName="text-xl"
        description={message}
        descriptionClassName="text-base"
      />
      <CardContent className="text-center text-sm text-muted-foreground">
        If the problem continues, please contact us and we will help you complete your payment.
      </CardContent>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Button variant="outline" className="w-full sm:w-auto" onClick={goBack}>
          Go Back
        </Button>
        {onRetry && (
          <Button className="w-full sm:w-auto" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** Back in history; to the home page when this page was opened directly (nothing to go back to). */
export function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}
