import { css } from '@emotion/react';
import type { ComponentProps, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../../ui/field-frame';
import { controlCss, labelCss } from '../../ui/field-styles';
import { type SelectOption, SelectOptions } from '../../ui/select-field';
import { colors } from '../../ui/theme';

/**
 * Form fields of the account pages: like the ui primitives, plus a required marker that is seen
 * but not read out (the input's `required` says it to assistive technology), so labels stay exact.
 */
interface MarkedFieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

const markerCss = css`
  color: ${colors.berry};
  margin-left: 4px;
`;

function markedLabel(label: string, required: boolean | undefined) {
  // The marker sits beside the <label>, not in it, so the label text stays exactly the field's name.
  return (id: string) => (
    <span css={{ display: 'flex', alignItems: 'baseline' }}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      {required && (
        <span aria-hidden="true" css={markerCss}>
          *
        </span>
      )}
    </span>
  );
}

export function InputField({
  label,
  error,
  hint,
  ...input
}: MarkedFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} renderLabel={markedLabel(label, input.required)}>
      {(control) => <input {...input} {...control} css={controlCss} />}
    </FieldFrame>
  );
}

export type Choice = SelectOption;

export function ChoiceField({
  label,
  error,
  hint,
  choices,
  placeholder,
  ...select
}: MarkedFieldProps & {
  choices: readonly Choice[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} renderLabel={markedLabel(label, select.required)}>
      {(control) => (
        <select {...select} {...control} css={controlCss}>
          <SelectOptions options={choices} placeholder={placeholder} />
        </select>
      )}
    </FieldFrame>
  );
}

/** 'Lớp 1' … 'Lớp 12' (grade ids are the grade levels, as the server's grades table). */
export const GRADE_CHOICES: readonly Choice[] = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: `Lớp ${index + 1}`,
}));

/** The grade select of the account forms: 'Chọn lớp', then Lớp 1 … Lớp 12. */
export function GradeField({
  grade,
  ...select
}: { grade: number | null } & Omit<
  ComponentProps<typeof ChoiceField>,
  'label' | 'choices' | 'placeholder' | 'defaultValue'
>) {
  return (
    <ChoiceField
      label="Lớp"
      choices={GRADE_CHOICES}
      placeholder="Chọn lớp"
      defaultValue={grade === null ? '' : String(grade)}
      {...select}
    />
  );
}

export const requiredNoteCss = css`
  margin: 0;
  font-size: 14px;
  color: ${colors.muted};
`;

/** Explains the marker once per form. */
export function RequiredNote() {
  return (
    <p css={requiredNoteCss}>
      Ô có dấu <span css={markerCss}>*</span> là bắt buộc.
    </p>
  );
}

/** Reads a select's value as a number, or null when nothing is chosen. */
export function numberOrNull(value: FormDataEntryValue | null): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : Number(text);
}

/** Moves the focus to the named control of a form (the first invalid one after a refused submit). */
export function focusControl(form: HTMLFormElement | null, name: string | null): void {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
