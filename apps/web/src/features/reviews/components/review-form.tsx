import { MAX_REVIEW_LENGTH } from '@boipoka/shared';
import { useId, useState, type FormEvent } from 'react';
import { inputClasses } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { StarInput } from './star-input';

export interface ReviewFormValues {
  rating: number;
  text: string;
}

/** Write or edit a review: stars (required) and an optional text, bounded as the server bounds it. */
export function ReviewForm({
  initial,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ReviewFormValues;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: ReviewFormValues) => void;
  onCancel?: () => void;
}) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const textId = useId();
  const counterId = `${textId}-counter`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingError(t('reviews:form.ratingRequired'));
      return;
    }
    onSubmit({ rating, text: text.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <StarInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setRatingError(undefined);
        }}
        error={ratingError}
      />
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-stone-800">
          {t('reviews:form.textLabel')}
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_REVIEW_LENGTH}
          rows={4}
          placeholder={t('reviews:form.textPlaceholder')}
          aria-describedby={counterId}
          className={inputClasses}
        />
        <p id={counterId} className="mt-1 text-xs text-stone-600">
          {t('reviews:form.counter', { used: formatInteger(text.length), max: formatInteger(MAX_REVIEW_LENGTH) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('reviews:form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
