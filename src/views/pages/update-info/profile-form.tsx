import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { profileEditorBinding } from '../../../machines/profile-editor/profile-editor.binding';
import type { ProfileEditorInput } from '../../../machines/profile-editor/profile-editor.types';
import { isRequired } from '../../../machines/profile-editor/profile-rules';
import { PROVINCES } from '../../../machines/profile-editor/provinces';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { formSubmit } from '../../ui/form-submit';
import { stackCss } from '../../ui/layout';
import { SpinnerBlock } from '../../ui/spinner';
import { ChoiceField, focusControl, GradeField, InputField, numberOrNull, RequiredNote } from './form-fields';

const PROVINCE_CHOICES = PROVINCES.map((p) => ({ value: String(p.id), label: p.name }));

const rowCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
`;

interface ProfileFormProps {
  submitLabel: string;
  /** The contest form leaves the name out (the profile keeps its own). */
  showName?: boolean;
  /** Shown under a locked grade: how to change it instead. */
  lockedGradeHint?: string;
}

/** The form under its own editor actor, created for `input` (the page's mode, user and profile). */
export function ProfileEditor({ input, ...form }: ProfileFormProps & { input: ProfileEditorInput }) {
  return (
    <profileEditorBinding.Provider input={input}>
      <ProfileForm {...form} />
    </profileEditorBinding.Provider>
  );
}

/**
 * The profile form of /update-info, /update-contest-info and the account page. Inputs stay
 * uncontrolled (what was typed survives a refused submit); the province is the machine's, since
 * choosing one loads its schools.
 */
export function ProfileForm({ submitLabel, showName = true, lockedGradeHint }: ProfileFormProps) {
  const loadingDetails = profileEditorBinding.useSelect(
    (s) => s.matches('loadingDetails') || s.matches('starting'),
  );
  const loadingSchools = profileEditorBinding.useSelect((s) => s.matches('loadingSchools'));
  const busy = profileEditorBinding.useSelect((s) => s.matches('saving') || s.matches('refreshingUser'));
  const done = profileEditorBinding.useSelect((s) => s.status === 'done');
  // The form shows most of the editor's context, so it reads it whole.
  const { mode, gradeLocked, draft, schools, schoolsError, fieldErrors, firstInvalid, error, notice } =
    profileEditorBinding.useSelect((s) => s.context);
  const send = profileEditorBinding.useSend();
  const formRef = useRef<HTMLFormElement>(null);

  // A refused submit gives a new errors object: move the focus to the first field to fix.
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) focusControl(formRef.current, firstInvalid);
  }, [fieldErrors, firstInvalid]);

  if (loadingDetails) {
    return <SpinnerBlock size={36} label="Đang tải thông tin hồ sơ" />;
  }

  const required = (field: Parameters<typeof isRequired>[1]) => isRequired(mode, field, gradeLocked);

  /** What the form's typed inputs share: the draft's value, whether it is required, its error. */
  const textInput = (name: 'name' | 'className') => ({
    name,
    defaultValue: draft[name],
    required: required(name),
    error: fieldErrors[name],
    readOnly: busy,
  });

  const onSubmit = formSubmit((text) => {
    if (busy || done) return;
    send({
      type: 'profileForm.submitted',
      draft: {
        name: showName ? text('name') : draft.name,
        gradeId: gradeLocked ? draft.gradeId : numberOrNull(text('gradeId')),
        className: text('className'),
        provinceId: draft.provinceId,
        schoolId: numberOrNull(text('schoolId')),
      },
    });
  });

  return (
    <form ref={formRef} css={stackCss} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <RequiredNote />
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {showName && (
        <InputField label="Họ và tên" autoComplete="name" maxLength={100} {...textInput('name')} />
      )}
      <div css={rowCss}>
        <GradeField
          name="gradeId"
          grade={draft.gradeId}
          disabled={gradeLocked || busy}
          required={required('gradeId')}
          error={fieldErrors.gradeId}
          hint={gradeLocked ? lockedGradeHint : undefined}
        />
        <InputField label="Tên lớp" placeholder="Ví dụ: 3A" maxLength={20} {...textInput('className')} />
      </div>
      <div css={rowCss}>
        <ChoiceField
          label="Tỉnh/Thành phố"
          name="provinceId"
          choices={PROVINCE_CHOICES}
          placeholder="Chọn tỉnh/thành phố"
          value={draft.provinceId === null ? '' : String(draft.provinceId)}
          onChange={(event) =>
            send({
              type: 'profileForm.provinceSelected',
              provinceId: numberOrNull(event.currentTarget.value),
            })
          }
          disabled={busy}
          required={required('provinceId')}
          error={fieldErrors.provinceId}
        />
        <ChoiceField
          // A new school list starts from the stored school (or none).
          key={`${draft.provinceId}-${schools.length}`}
          label="Trường"
          name="schoolId"
          choices={schools.map((s) => ({ value: String(s.id), label: s.name }))}
          placeholder={loadingSchools ? 'Đang tải danh sách trường…' : 'Chọn trường'}
          defaultValue={draft.schoolId === null ? '' : String(draft.schoolId)}
          disabled={busy || loadingSchools || draft.provinceId === null}
          required={required('schoolId')}
          error={fieldErrors.schoolId ?? schoolsError}
          hint={draft.provinceId === null ? 'Chọn tỉnh/thành phố trước' : undefined}
        />
      </div>
      {schoolsError && (
        <div>
          <Button variant="secondary" onClick={() => send({ type: 'profileForm.schoolsRetryRequested' })}>
            Tải lại danh sách trường
          </Button>
        </div>
      )}
      <div>
        <Button type="submit" busy={busy} disabled={loadingSchools || done}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
