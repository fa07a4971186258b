// The add question dialog's fields (issue 29): the kind, the category (one of the bank's or a new one),
// the question, its choices (2–6 for multiple choice; a true/false question's are True and False), the
// correct one, and the explanation shown with it after the exam.
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { QUESTION_KINDS, TRUE_FALSE_CHOICES } from '../../../../common/schemas/exam';
import { CHOICE_LETTERS, MAX_CHOICES, MIN_CHOICES, QUESTION_KIND_LABELS, type QuestionFormValues } from '../../../../common/schemas/exam-form';
import { SelectField, TextField, useFieldError, useFieldId } from '../../../components/form/form-controls';
import { Button } from '../../../components/ui/button';
import { FieldError, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';

type Values = QuestionFormValues;
const KIND_OPTIONS = QUESTION_KINDS.map((kind) => [kind, QUESTION_KIND_LABELS[kind]] as const);

export function QuestionFields({ categories }: { categories: readonly string[] }) {
  const { setValue } = useFormContext<Values>();
  const kind = useWatch<Values, 'kind'>({ name: 'kind' });
  const namesId = `${useFieldId('category')}-names`;
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {/* Another kind has other choices: the correct one is chosen again. */}
        <SelectField<Values> name="kind" label="Kind" required options={KIND_OPTIONS} onValueChange={() => setValue('correctChoice', '')} />
        <TextField<Values> name="category" label="Category" required list={namesId} autoComplete="off" hint="One of the bank's, or a new one." />
      </div>
      <datalist id={namesId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextField<Values> name="prompt" label="Question" required rows={3} />
      {kind === 'multiple-choice' && <ChoiceRows />}
      <CorrectChoice trueFalse={kind === 'true-false'} />
      <TextField<Values> name="explanation" label="Explanation" required rows={3} hint="Shown with the correct answer after the exam, when the exam shows its review." />
    </>
  );
}

function ChoiceRows() {
  const { fields, append, remove } = useFieldArray<Values, 'choices'>({ name: 'choices' });
  const { getValues, setValue } = useFormContext<Values>();
  // The resolver files the list's own message (too few choices) under `root`.
  const listError = useFieldError('choices.root');
  const fieldError = useFieldError('choices');
  const error = listError ?? fieldError;
  // The correct choice is an index: it follows its choice when one before it goes.
  const removeChoice = (index: number) => {
    const correct = getValues('correctChoice');
    if (correct !== '' && Number(correct) >= index) setValue('correctChoice', Number(correct) === index ? '' : String(Number(correct) - 1));
    remove(index);
  };
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Choices</legend>
      {fields.map((field, index) => (
        <ChoiceInput key={field.id} index={index} removable={fields.length > MIN_CHOICES} onRemove={() => removeChoice(index)} />
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={fields.length >= MAX_CHOICES} onClick={() => append({ text: '' })}>
        <Plus aria-hidden="true" />
        Add choice
      </Button>
    </fieldset>
  );
}

function ChoiceInput({ index, removable, onRemove }: { index: number; removable: boolean; onRemove: () => void }) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(`choices.${index}`);
  const id = useFieldId(`choice-${index}`);
  const letter = CHOICE_LETTERS[index]!;
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Label htmlFor={id} className="w-4 shrink-0 justify-center">
          <span className="sr-only">Choice </span>
          {letter}
        </Label>
        <Input {...fieldA11y(id, error)} {...register(`choices.${index}.text`)} autoComplete="off" />
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove choice ${letter}`} disabled={!removable} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The correct answer: one of the choices as typed so far, or True / False. */
function CorrectChoice({ trueFalse }: { trueFalse: boolean }) {
  const { control } = useFormContext<Values>();
  const choices = useWatch<Values, 'choices'>({ name: 'choices' });
  const error = useFieldError('correctChoice');
  const id = useFieldId('correctChoice');
  const options: [string, string][] = trueFalse
    ? TRUE_FALSE_CHOICES.map((text) => [text, ''])
    : choices.map((choice, index) => [CHOICE_LETTERS[index]!, choice.text.trim()]);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 flex gap-1 text-sm font-medium">
        Correct answer
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <Controller
        control={control}
        name="correctChoice"
        render={({ field }) => (
          <RadioGroup {...fieldA11y(id, error)} ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} className="flex flex-wrap gap-2">
            {options.map(([name, text], index) => (
              <Label
                key={name}
                htmlFor={`${id}-${index}`}
                className="flex max-w-full cursor-pointer items-center gap-2 rounded-md border px-3 py-2 leading-snug font-normal has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-accent/60"
              >
                <RadioGroupItem id={`${id}-${index}`} value={String(index)} />
                <span className="font-medium">{name}</span>
                {text && <span className="max-w-48 truncate text-muted-foreground">{text}</span>}
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
