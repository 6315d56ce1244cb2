import { useState } from 'react';
import {
  stageTransitions,
  type AdmissionStage,
  type ApplicationReview,
  type StaffApplication,
} from '#contracts/admissions.ts';
import { DayField } from '#web/components/forms/day-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDay } from '#web/lib/format.ts';
import { moveWords, stageWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import styles from './admissions.module.css';

type StageActionsProps = {
  application: StaffApplication;
  busy: boolean;
  onReview: (review: ApplicationReview) => void;
};

/** Final moves: the parent is mailed and the application goes nowhere after. */
const finalMoves: readonly AdmissionStage[] = ['not-offered', 'withdrawn'];

/**
 * The moves the application can make from its stage (contracts/admissions.ts stageTransitions),
 * in the office's words. An offer may name the last day to accept it; the server's 7 days else.
 */
export function StageActions({ application, busy, onReview }: StageActionsProps) {
  const [offerDeadline, setOfferDeadline] = useState('');
  const moves = stageTransitions[application.stage].filter(
    (stage): stage is Exclude<AdmissionStage, 'new'> => stage !== 'new',
  );

  const move = (stage: Exclude<AdmissionStage, 'new'>) => {
    if (
      finalMoves.includes(stage) &&
      !window.confirm(
        `Move ${application.childName} to “${stageWords(stage)}”? The parent is mailed.`,
      )
    )
      return;
    onReview(stage === 'offered' && offerDeadline ? { stage, offerDeadline } : { stage });
  };

  return (
    <section className={styles.part} aria-labelledby="admission-stage-title">
      <h2 id="admission-stage-title">Stage: {stageWords(application.stage)}</h2>
      {application.stage === 'offered' && application.offerDeadline && (
        <p>
          {application.offerAccepted
            ? 'The parent accepted the seat; mark the child admitted once the fee is paid.'
            : `The parent has until ${formatDay(application.offerDeadline)} to accept the seat.`}
        </p>
      )}
      {moves.length === 0 ? (
        <p className={styles.muted}>This application has reached its last stage.</p>
      ) : (
        <>
          {moves.includes('offered') && (
            <DayField
              label="Accept the offer by"
              hint="Left empty, the parent has 7 days from today."
              onValueChange={setOfferDeadline}
            />
          )}
          <div className={styles.actions} role="group" aria-label="Move the application">
            {moves.map((stage) => (
              <Button
                key={stage}
                size="small"
                variant={finalMoves.includes(stage) ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => move(stage)}
              >
                {moveWords[stage]}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
