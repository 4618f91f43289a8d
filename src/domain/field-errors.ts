/**
 * One mapping from a refused field to a Vietnamese sentence a parent understands (issue 16: never
 * 'Dữ liệu không hợp lệ: body.phone cần ít nhất 1 ký tự'). The server attaches the issue to its 400
 * validation envelope (`data`); the SPA turns it into the sentence for every form (api-result).
 */
export interface FieldIssue {
  /** Where the value was, e.g. 'body.phone' or 'querystring.limit'. */
  field: string;
  /** The schema rule that refused it: required, minLength, maxLength, pattern, format, type, … */
  rule: string;
  /** The rule's number (length or bound), when it has one. */
  limit?: number;
}

/** The words of the fields forms send, by their last path segment. */
const FIELD_NAMES: Record<string, string> = {
  phone: 'số điện thoại',
  phoneNumber: 'số điện thoại',
  password: 'mật khẩu',
  newPassword: 'mật khẩu mới',
  oldPassword: 'mật khẩu hiện tại',
  otp: 'mã OTP',
  name: 'họ và tên',
  fullName: 'họ và tên',
  grade: 'lớp',
  grade_id: 'lớp',
  gradeId: 'lớp',
  className: 'tên lớp',
  code: 'mã kích hoạt',
  licenseCode: 'mã kích hoạt',
  birthday: 'ngày sinh',
  email: 'email',
  content: 'nội dung',
  reason: 'lý do',
  schoolId: 'trường',
  school_id: 'trường',
  province: 'tỉnh/thành phố',
  provinceCode: 'tỉnh/thành phố',
  profile_id: 'hồ sơ',
  profileId: 'hồ sơ',
};

export const GENERIC_FIELD_ERROR = 'Thông tin gửi lên chưa đúng. Vui lòng kiểm tra lại.';

function fieldName(field: string): string | null {
  const last = field.split('.').pop() ?? '';
  return FIELD_NAMES[last] ?? null;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);

/** The sentence for one refused field; a field no form shows gets the generic sentence. */
export function fieldErrorSentence(issue: FieldIssue): string {
  const name = fieldName(issue.field);
  if (!name) return GENERIC_FIELD_ERROR;
  switch (issue.rule) {
    case 'required':
      return `Vui lòng nhập ${name}.`;
    case 'minLength':
      return issue.limit === undefined || issue.limit <= 1
        ? `Vui lòng nhập ${name}.`
        : `${capitalize(name)} cần ít nhất ${issue.limit} ký tự.`;
    case 'maxLength':
      return `${capitalize(name)} dài quá ${issue.limit ?? ''} ký tự.`.replace('  ', ' ');
    case 'pattern':
    case 'format':
    case 'type':
      return `${capitalize(name)} không đúng định dạng.`;
    default:
      return `${capitalize(name)} không hợp lệ.`;
  }
}

/** Reads a FieldIssue from an envelope's data (anything else: null). */
export function fieldIssueOf(data: unknown): FieldIssue | null {
  if (typeof data !== 'object' || data === null) return null;
  const { field, rule, limit } = data as Record<string, unknown>;
  if (typeof field !== 'string' || typeof rule !== 'string') return null;
  return typeof limit === 'number' ? { field, rule, limit } : { field, rule };
}
