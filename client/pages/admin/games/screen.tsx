// /admin/games (issue 30, points 1 and 6): the games of a period by date with each crew's state, New game
// and Import CSV; and, on its own tab (?tab=fees), the fees report for payroll. A game opens its
// assignment screen.
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dateInTimeZone } from '../../../../common/calendar/zone';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { DataTable } from '../shared/data-table';
import { AddButton, PageHeader } from '../shared/page-header';
import { useTimeZone } from '../shared/use-time-zone';
import { gameColumns } from './columns';
import type { GamesFilter } from './crew';
import { FeesReport, PeriodBar } from './fees-report';
import { GameDialog } from './game-dialog';
import { useGames } from './games-api';
import { GamesImportDialog } from './import-dialog';

/** The fees tab of /admin/games (the tab is in the address). */
export const FEES_TAB = '/admin/games?tab=fees';

function GamesList({ today }: { today: string }) {
  // From today on: the games still to staff; an earlier From shows those to mark as worked.
  const [filter, setFilter] = useState<GamesFilter>({ from: today, to: '', includeCancelled: false });
  const error = filter.from && filter.to && filter.from > filter.to ? 'The start date must be on or before the end date' : undefined;
  const games = useGames(filter);
  return (
    <div className="grid gap-4">
      <PeriodBar
        label="Games filters" idPrefix="games" period={filter} onChange={setFilter} error={error}
        end={(
          <div className="col-span-2 flex items-center gap-2 self-end sm:col-span-1 sm:h-9">
            <Checkbox id="games-cancelled" checked={filter.includeCancelled} onCheckedChange={(checked) => setFilter((current) => ({ ...current, includeCancelled: checked === true }))} />
            <Label htmlFor="games-cancelled" className="font-normal">Show cancelled games</Label>
          </div>
        )}
      />
      <DataTable query={games} plural="Games" columns={gameColumns} className="sm:min-w-[36rem]" />
    </div>
  );
}

export function GamesScreen() {
  const [, navigate] = useLocation();
  const today = dateInTimeZone(new Date(), useTimeZone());
  const tab = new URLSearchParams(useSearch()).get('tab') === 'fees' ? 'fees' : 'games';
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  return (
    <div>
      <PageHeader
        title="Games"
        description="Games and their crews: create or import games, then assign officials from each game's screen."
        actions={(
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              Import CSV
            </Button>
            <AddButton onClick={() => setCreating(true)}>New game</AddButton>
          </>
        )}
      />
      <Tabs value={tab} onValueChange={(value) => navigate(value === 'fees' ? FEES_TAB : '/admin/games', { replace: true })} className="gap-4">
        <TabsList>
          <TabsTrigger value="games">Games</TabsTrigger>
          <TabsTrigger value="fees">Fees report</TabsTrigger>
        </TabsList>
        <TabsContent value="games">
          <GamesList today={today} />
        </TabsContent>
        <TabsContent value="fees">
          <FeesReport today={today} />
        </TabsContent>
      </Tabs>
      <GameDialog open={creating} onClose={() => setCreating(false)} />
      <GamesImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
