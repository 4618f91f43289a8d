import type { ReactNode } from 'react';
import { useId } from 'react';
import { fieldErrorCss, fieldWrapCss, hintCss, labelCss } from './field-styles';

/** What the frame gives its control: the id its label points to and the ARIA tying it to the messages. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** A Vietnamese message; when set the control is marked invalid and points to it. */
  error?: string | null | undefined;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  /** Draws the label for the control's id; a plain <label> when omitted. */
  renderLabel?: (id: string) => ReactNode;
  children: (control: ControlWiring) => ReactNode;
}

/**
 * The one frame of every form field (text, select, the account forms' marked fields): label, control,
 * then the hint or the error, with the control described by whichever of them is shown.
 */
export function FieldFrame({ label, error, hint, renderLabel, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div css={fieldWrapCss}>
      {renderLabel ? (
        renderLabel(id)
      ) : (
        <label htmlFor={id} css={labelCss}>
          {label}
        </label>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
      })}
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
