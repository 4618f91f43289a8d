import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { controlCss } from './field-styles';

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
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select {...select} {...control} css={controlCss}>
          <SelectOptions options={options} placeholder={placeholder} />
        </select>
      )}
    </FieldFrame>
  );
}

/** The options of a select: the empty placeholder first when there is one, then each option. */
export function SelectOptions({
  options,
  placeholder,
}: {
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
