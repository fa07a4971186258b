// One exam question: a <fieldset> named by its <legend>, its choices native radios of one name (Tab
// reaches the question, the arrow keys move between its choices and choose, Space chooses the focused
// one). Native rather than Radix's RadioGroup: Radix chooses on the focus that follows an arrow key
// only while the key is still down, so on a slow page a quick press could move the focus and leave the
// old answer chosen; the browser's own radios choose as they move.
import { memo, useId } from 'react';
import type { AttemptQuestion } from '../../../../common/schemas/exam-attempt';

/** "A", "B"…: how the choices are named on the page and in the review. */
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);

interface QuestionFieldsetProps {
  question: AttemptQuestion;
  number: number;
  count: number;
  chosen: number | undefined;
  disabled: boolean;
  onChoose: (questionId: string, choice: number) => void;
}

// Memoised: a choice re-renders its own question, not every other one on the page.
export const QuestionFieldset = memo(function QuestionFieldset({ question, number, count, chosen, disabled, onChoose }: QuestionFieldsetProps) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      {/* Floated, the legend sits inside the card's border rather than on it. */}
      <legend className="float-left mb-3 grid w-full gap-1">
        <span className="text-sm text-muted-foreground">
          Question {number} of {count}
        </span>
        <span className="font-semibold break-words">{question.prompt}</span>
      </legend>
      <div className="clear-both grid gap-2">
        {question.choices.map((choice, index) => {
          const itemId = `${id}-${index}`;
          return (
            <label
              key={index}
              htmlFor={itemId}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm leading-snug has-checked:border-primary has-checked:bg-accent/60 has-disabled:cursor-not-allowed has-disabled:opacity-70"
            >
              {/* The site's radio look (components/ui/radio-group) on the browser's own control. */}
              <span className="relative mt-0.5 flex size-4 shrink-0">
                <input
                  type="radio"
                  id={itemId}
                  name={`question-${question.id}`}
                  value={index}
                  checked={chosen === index}
                  onChange={() => onChoose(String(question.id), index)}
                  className="peer size-4 cursor-pointer appearance-none rounded-full border border-input bg-transparent shadow-xs transition-colors checked:border-primary disabled:cursor-not-allowed"
                />
                <span aria-hidden="true" className="pointer-events-none absolute inset-0 m-auto size-2 rounded-full bg-primary opacity-0 peer-checked:opacity-100" />
              </span>
              <span className="min-w-0 break-words">
                <span className="font-semibold">{choiceLetter(index)}.</span> {choice}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
