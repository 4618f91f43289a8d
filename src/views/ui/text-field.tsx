import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import { controlCss, fieldErrorCss, fieldWrapCss, hintCss, labelCss } from './field-styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A Vietnamese message; when set the input is marked invalid and points to it. */
  error?: string | null;
  hint?: string;
}

export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldWrapCss}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={controlCss}
      />
      {hint && !error && (
        <span id={hintId} css={hintCss}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} css={fieldErrorCss}>
          {error}
        </span>
      )}
    </div>
  );
}
