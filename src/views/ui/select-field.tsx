import type { SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { controlCss, fieldErrorCss, fieldWrapCss, labelCss } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option; omit to force a choice among the options. */
  placeholder?: string;
  error?: string | null;
}

export function SelectField({ label, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div css={fieldWrapCss}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        css={controlCss}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} css={fieldErrorCss}>
          {error}
        </span>
      )}
    </div>
  );
}
