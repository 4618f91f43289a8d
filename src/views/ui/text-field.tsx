import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { controlCss } from './field-styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A Vietnamese message; when set the input is marked invalid and points to it. */
  error?: string | null;
  hint?: string;
}

export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...control} css={controlCss} />}
    </FieldFrame>
  );
}
