import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

interface SectionCardProps {
  /** The card's heading (an h2), an icon may lead it. */
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** A titled part of an admin screen: a card whose heading is the part's h2. */
export function SectionCard({ title, description, className, contentClassName, children }: SectionCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
