/**
 * The survey modal (commerce spec §2 "a Survey modal that cannot be closed by clicking outside", §5 "Survey", §8):
 * one question per fieldset (radio choices, or a text box when a question has no options), 'Value is required'
 * under each unanswered question after a submit attempt, 'Error Store Survey : {message} ({code})' with 'Tutup'.
 * Renders a running survey child (its parent decides whether it may be cancelled).
 */
import type { FormEvent } from 'react';
import { Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { T } from './catalogue';
import { useSurvey, type SurveyRef } from './use-survey';

export function SurveyModal({ survey }: { survey: SurveyRef }) {
  const s = useSurvey(survey);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    s.submit();
  };
  return (
    <Dialog
      open
      title={T.surveyTitle}
      dismissible={false}
      onClose={s.cancel}
      size="lg"
      footer={
        s.loadFailure !== null ? (
          <>
            <button type="button" className="btn btn--outline" onClick={s.close}>
              {T.close}
            </button>
            <button type="button" className="btn btn--primary" onClick={s.retry}>
              {T.retry}
            </button>
          </>
        ) : (
          <>
            {s.cancellable ? (
              <button type="button" className="btn btn--outline" onClick={s.cancel}>
                {T.close}
              </button>
            ) : null}
            <button type="submit" form="survey-form" className="btn btn--primary" disabled={s.loading || s.storing} aria-busy={s.storing}>
              {T.surveySend}
            </button>
          </>
        )
      }
    >
      {s.loading ? (
        <div aria-busy="true" aria-label={T.loadingSurvey}>
          <Skeleton width="80%" />
          <Skeleton width="60%" />
          <Skeleton width="70%" />
        </div>
      ) : null}
      {s.loadFailure !== null ? <p role="alert">{s.loadFailure}</p> : null}
      {s.storeFailure !== null ? (
        <div role="alert" className="survey__failure">
          <p>{s.storeFailure}</p>
          <button type="button" className="btn btn--outline" onClick={s.dismissFailure}>
            {T.close}
          </button>
        </div>
      ) : null}
      <form id="survey-form" className="survey" onSubmit={submit} noValidate>
        {s.questions.map((q, index) => {
          const error = s.errors[q.id];
          const errorId = `survey-error-${q.id}`;
          return (
            <fieldset key={q.id} className="survey__question" aria-describedby={error ? errorId : undefined} aria-invalid={!!error}>
              <legend>
                {index + 1}. {q.title}
              </legend>
              {q.options.length > 0 ? (
                <div className="survey__options">
                  {q.options.map((option) => (
                    <label key={option} className="survey__option">
                      <input
                        type="radio"
                        name={`survey-${q.id}`}
                        value={option}
                        checked={s.answers[q.id] === option}
                        onChange={() => s.answer(q.id, option)}
                      />
                      <span>{option}</span>
                    </label>
                  ))}
                </div>
              ) : (
                <textarea
                  aria-label={`${T.surveyAnswer} ${index + 1}`}
                  value={s.answers[q.id] ?? ''}
                  maxLength={2000}
                  rows={3}
                  onChange={(e) => s.answer(q.id, e.target.value)}
                />
              )}
              {error ? (
                <p id={errorId} className="field-error">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
      </form>
    </Dialog>
  );
}
