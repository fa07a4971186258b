// Issuing certificates for one program (/admin/programs/{id}/certificates, issue 16): each registrant
// who did not cancel, their attendance against the certification's rule, a test score when the rule
// has one, and Issue certificate (which also marks the registration completed), asked in IssueDialog.
import { ArrowLeft, Award, FileDown } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { formatCode } from '../../../../common/certificate-code';
import { formatDateMDY } from '../../../../common/format';
import type { Roster, RosterEntry } from '../../../../common/schemas/certificate';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useAdminQuery } from '../shared/admin-api';
import { PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { IssueDialog } from './issue-dialog';

type Certification = NonNullable<Roster['certification']>;

function RegistrantCard({ entry, certification, exam, rosterPath }: { entry: RosterEntry; certification: Certification; exam: Roster['exam']; rosterPath: string }) {
  const [score, setScore] = useState('');
  const [asking, setAsking] = useState(false);
  // Issue 29: a passed exam attempt in force is the score; otherwise staff type one when the rule has a minimum or an exam.
  const minimum = certification.minTestScore ?? exam?.passPercent ?? null;
  const needsScore = minimum !== null && entry.examPassed === null;
  const scoreId = `score-${entry.registrationId}`;
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" aria-label={entry.name}>
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">{entry.name}</p>
        <p className="text-sm text-muted-foreground">
          Attendance {entry.present} of {entry.sessions} sessions ({entry.percent}%)
        </p>
        <div className="flex flex-wrap gap-2">
          <Badge variant={entry.meetsAttendance ? 'default' : 'secondary'}>
            {entry.meetsAttendance ? 'Meets attendance' : `Below ${certification.minAttendancePercent}%`}
          </Badge>
          {exam && (
            <Badge variant={entry.examPassed ? 'default' : 'secondary'}>
              {entry.examPassed ? `Passed the exam: ${entry.examPassed.scorePercent}% on ${formatDateMDY(entry.examPassed.passedOn)}` : 'Exam not passed'}
            </Badge>
          )}
          {entry.registrationStatus === 'completed' && <Badge variant="outline">Completed</Badge>}
        </div>
      </div>
      {entry.certificate ? (
        <div className="flex flex-col gap-2 text-sm sm:items-end">
          <p>
            Certificate <span className="font-mono">{formatCode(entry.certificate.code)}</span>
          </p>
          <p className="text-muted-foreground">Expires {formatDateMDY(entry.certificate.expiresOn)}</p>
          {entry.certificate.overrideReason && <p className="max-w-xs break-words text-muted-foreground sm:text-right">Issued anyway: {entry.certificate.overrideReason}</p>}
          <Button variant="outline" size="sm" asChild>
            <a href={`/api/certificates/${entry.certificate.id}/pdf`} target="_blank" rel="noopener noreferrer">
              <FileDown aria-hidden="true" />
              PDF
            </a>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          {needsScore && (
            <div className="grid gap-1">
              <label htmlFor={scoreId} className="text-xs font-medium text-muted-foreground">
                Test score (min {minimum})
              </label>
              <Input id={scoreId} type="number" inputMode="numeric" min={0} step={1} value={score} onChange={(event) => setScore(event.target.value)} className="sm:w-32" />
            </div>
          )}
          {/* Issue 27: asked first; a refusal (e.g. attendance below the rule) may be overridden with a reason. */}
          <Button onClick={() => setAsking(true)} disabled={needsScore && score.trim() === ''}>
            <Award aria-hidden="true" />
            Issue certificate
          </Button>
        </div>
      )}
      {asking && (
        <IssueDialog
          entry={entry} certification={certification} testScore={needsScore && score.trim() !== '' ? Number(score) : null} rosterPath={rosterPath} onClose={() => setAsking(false)}
        />
      )}
    </li>
  );
}

export function IssueCertificatesScreen() {
  const { id } = useParams<{ id: string }>();
  const path = `/api/programs/${id}/certificates`;
  const roster = useAdminQuery<Roster>(path);
  return (
    <div>
      <PageHeader
        title="Certificates"
        description={roster.data ? `${roster.data.programName}: issue certificates to registrants who meet the rule.` : 'Issue certificates to registrants who meet the rule.'}
        links={[{ href: '/admin/programs', label: 'Back to Programs', icon: ArrowLeft }]}
      />
      <QueryStates query={roster} loadingLabel="Loading registrants" error={(error) => error.message || 'Failed to load the registrants'}>
        {(data) =>
          !data.certification ? (
            <Alert>
              <AlertTitle>No certification</AlertTitle>
              <AlertDescription>
                <p>This program grants no certification. Turn it on in the program's Certification section first.</p>
              </AlertDescription>
            </Alert>
          ) : (
            <div className="space-y-4">
              <p className="text-sm text-muted-foreground">
                {data.certification.name} ({data.certification.level}), valid {data.certification.validityMonths} months. Rule: at least{' '}
                {data.certification.minAttendancePercent}% attendance{data.certification.minTestScore !== null && ` and a test score of ${data.certification.minTestScore}`}
                {data.exam && `; the exam "${data.exam.title}" (pass mark ${data.exam.passPercent}%) gives the score of those who passed it`}.
              </p>
              {data.registrants.length === 0 ? (
                <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">No registrants yet.</p>
              ) : (
                <ul className="grid gap-3" aria-label="Registrants">
                  {data.registrants.map((entry) => (
                    <RegistrantCard key={entry.registrationId} entry={entry} certification={data.certification!} exam={data.exam} rosterPath={path} />
                  ))}
                </ul>
              )}
            </div>
          )
        }
      </QueryStates>
    </div>
  );
}
