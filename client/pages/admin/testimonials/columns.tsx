// The columns of Testimonials (SPEC section 2): Name, Position, Testimonial, Status (Featured or
// Standard), and the actions: the featured star, edit, delete.
import { Star } from 'lucide-react';
import type { Testimonial } from '../../../../common/schemas/testimonial';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { actionsColumn, clampedColumn, type ColumnDef } from '../shared/data-table';
import { RowActions } from '../shared/row-actions';
import type { RowDialogs } from '../shared/use-resource';

export interface FeaturedStar {
  toggle: (testimonial: Testimonial) => void;
  /** The row whose change is being saved. */
  pendingId?: number;
}

function StarButton({ testimonial, star }: { testimonial: Testimonial; star: FeaturedStar }) {
  const { name, featured } = testimonial;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={featured ? `Remove ${name} from featured` : `Feature ${name}`}
          aria-pressed={featured}
          disabled={star.pendingId === testimonial.id}
          onClick={() => star.toggle(testimonial)}
        >
          <Star aria-hidden="true" className={cn(featured ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{featured ? 'Remove from featured' : 'Mark as featured'}</TooltipContent>
    </Tooltip>
  );
}

const StatusBadge = ({ featured }: { featured: boolean }) => <Badge variant={featured ? 'default' : 'outline'}>{featured ? 'Featured' : 'Standard'}</Badge>;

export const testimonialColumns = (dialogs: RowDialogs<Testimonial>, star: FeaturedStar): ColumnDef<Testimonial>[] => [
  { header: 'Name', className: 'font-medium', pin: 'start', cell: (testimonial) => testimonial.name },
  { header: 'Position', cell: (testimonial) => testimonial.position },
  clampedColumn('Testimonial', (testimonial) => testimonial.quote, 'max-w-md'),
  { header: 'Status', pin: 'end', cell: (testimonial) => <StatusBadge featured={testimonial.featured} /> },
  actionsColumn((testimonial) => (
    <RowActions name={testimonial.name} onEdit={() => dialogs.startEdit(testimonial)} onDelete={() => dialogs.startDelete(testimonial)}>
      <StarButton testimonial={testimonial} star={star} />
    </RowActions>
  )),
];
