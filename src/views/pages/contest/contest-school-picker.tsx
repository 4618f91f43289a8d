import { css } from '@emotion/react';
import type { ContestSchool } from '../../../contracts/contest';
import { contestAuthBinding } from '../../../machines/contest-auth/contest-auth.binding';
import { PROVINCES } from '../../../machines/profile-editor/provinces';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { rowCss } from '../../ui/layout';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { Muted, PageButtons } from './contest-ui';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: String(p.id), label: p.name }));

type PickerStatus = 'noProvince' | 'loading' | 'shown' | 'failed';

/**
 * The registration form's school: a province, then a search by name (diacritics optional) over
 * its schools, a page at a time, into a native select — every step works with the keyboard alone.
 * The machine (contestAuth) debounces the search and keeps the choice while the pupil searches on.
 */
export function ContestSchoolPicker({ error, disabled }: { error: string | null; disabled: boolean }) {
  const picker = contestAuthBinding.useSelect((s) => s.context.schoolPicker);
  const status = contestAuthBinding.useSelect((s): PickerStatus => {
    if (s.matches({ signedOut: { register: 'noProvince' } })) return 'noProvince';
    if (
      s.matches({ signedOut: { register: 'typing' } }) ||
      s.matches({ signedOut: { register: 'loadingSchools' } }) ||
      s.matches({ signedOut: { register: 'entering' } })
    )
      return 'loading';
    if (s.matches({ signedOut: { register: 'schoolsFailed' } })) return 'failed';
    return 'shown';
  });
  const send = contestAuthBinding.useSend();

  const result = picker.result;
  const schools: ContestSchool[] = result?.content ?? [];
  // The chosen school stays listed while another search or page is shown.
  const options =
    picker.selected && !schools.some((s) => s.id === picker.selected?.id)
      ? [picker.selected, ...schools]
      : schools;
  const pages = result ? Math.max(1, Math.ceil(result.totalElements / result.size)) : 0;
  const query = picker.query.trim();

  let message = '';
  if (status === 'loading') message = 'Đang tải danh sách trường…';
  else if (status === 'shown' && result) {
    message =
      result.totalElements === 0
        ? query
          ? `Không tìm thấy trường nào có tên “${query}”. Hãy thử từ khác.`
          : 'Tỉnh/thành phố này chưa có trường nào.'
        : `Tìm thấy ${result.totalElements} trường · Trang ${picker.page + 1}/${pages}`;
  }

  return (
    <fieldset
      css={css`
        border: 0;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 14px;
      `}
    >
      <legend
        css={css`
          font-weight: 700;
          margin-bottom: 6px;
        `}
      >
        Trường học
      </legend>
      <SelectField
        label="Tỉnh/Thành phố"
        options={PROVINCE_OPTIONS}
        placeholder="Chọn tỉnh/thành phố"
        value={picker.provinceId === null ? '' : String(picker.provinceId)}
        disabled={disabled}
        required
        onChange={(event) => {
          const value = event.currentTarget.value;
          send({ type: 'register.provinceSelected', provinceId: value ? Number(value) : null });
        }}
      />
      <TextField
        label="Tìm trường theo tên"
        type="search"
        placeholder="Ví dụ: Phù Đổng"
        autoComplete="off"
        maxLength={100}
        value={picker.query}
        disabled={disabled || picker.provinceId === null}
        hint={picker.provinceId === null ? 'Chọn tỉnh/thành phố trước' : 'Gõ có dấu hoặc không dấu đều được'}
        onChange={(event) => send({ type: 'register.schoolQueryChanged', query: event.currentTarget.value })}
      />
      <div
        role="status"
        aria-live="polite"
        data-testid="school-search-status"
        css={css`
          margin: 0;
          min-height: 1.4em;
        `}
      >
        <Muted>{message}</Muted>
      </div>
      {status === 'failed' && (
        <>
          <Alert>{picker.error ?? 'Không tải được danh sách trường.'}</Alert>
          <div css={rowCss}>
            <Button variant="secondary" onClick={() => send({ type: 'register.schoolsRetryRequested' })}>
              Tải lại danh sách trường
            </Button>
          </div>
        </>
      )}
      <SelectField
        label="Trường"
        options={options.map((s) => ({ value: String(s.id), label: s.name }))}
        placeholder={status === 'loading' ? 'Đang tải danh sách trường…' : 'Chọn trường'}
        value={picker.selected ? String(picker.selected.id) : ''}
        disabled={disabled || picker.provinceId === null}
        required
        error={error}
        onChange={(event) => {
          const id = Number(event.currentTarget.value);
          send({ type: 'register.schoolSelected', school: options.find((s) => s.id === id) ?? null });
        }}
      />
      {result && pages > 1 && (
        <nav aria-label="Trang danh sách trường" css={rowCss}>
          <PageButtons
            page={picker.page}
            pages={pages}
            disabled={disabled || status !== 'shown'}
            onSelect={(page) => send({ type: 'register.schoolPageRequested', page })}
          />
        </nav>
      )}
    </fieldset>
  );
}
