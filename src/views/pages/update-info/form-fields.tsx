import { css } from '@emotion/react';
import type { ComponentProps, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { controlCss, fieldErrorCss, fieldWrapCss, hintCss, labelCss } from '../../ui/field-styles';
import { colors } from '../../ui/theme';

/**
 * Form fields of the account pages: like the ui primitives, plus a required marker that is seen
 * but not read out (the input's `required` says it to assistive technology), so labels stay exact.
 */
interface FieldFrame {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

const markerCss = css`
  color: ${colors.berry};
  margin-left: 4px;
`;

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  // The marker sits beside the <label>, not in it, so the label text stays exactly the field's name.
  return (
    <span css={{ display: 'flex', alignItems: 'baseline' }}>
      <label htmlFor={htmlFor} css={labelCss}>
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

function Messages({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  return (
    <>
      {hint && !error && (
        <span id={`${id}-hint`} css={hintCss}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} css={fieldErrorCss}>
          {error}
        </span>
      )}
    </>
  );
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function InputField({
  label,
  error,
  hint,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div css={fieldWrapCss}>
      <Label htmlFor={id} label={label} required={input.required} />
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        css={controlCss}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceField({
  label,
  error,
  hint,
  choices,
  placeholder,
  ...select
}: FieldFrame & {
  choices: readonly Choice[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <div css={fieldWrapCss}>
      <Label htmlFor={id} label={label} required={select.required} />
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        css={controlCss}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
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
