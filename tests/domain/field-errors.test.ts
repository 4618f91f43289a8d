import { describe, expect, it } from 'vitest';
import { fieldErrorSentence, GENERIC_FIELD_ERROR } from '../../src/domain/field-errors';
import { dataOf, EnvelopeError, userMessageOf } from '../../src/machines/shared/api-result';

describe('field errors in Vietnamese sentences (one mapping for every form)', () => {
  it('says what to do instead of naming the schema path', () => {
    expect(fieldErrorSentence({ field: 'body.phone', rule: 'minLength', limit: 1 })).toBe(
      'Vui lòng nhập số điện thoại.',
    );
    expect(fieldErrorSentence({ field: 'body.otp', rule: 'required' })).toBe('Vui lòng nhập mã OTP.');
    expect(fieldErrorSentence({ field: 'body.password', rule: 'minLength', limit: 8 })).toBe(
      'Mật khẩu cần ít nhất 8 ký tự.',
    );
    expect(fieldErrorSentence({ field: 'body.code', rule: 'pattern' })).toBe(
      'Mã kích hoạt không đúng định dạng.',
    );
    expect(fieldErrorSentence({ field: 'body.name', rule: 'maxLength', limit: 100 })).toBe(
      'Họ và tên dài quá 100 ký tự.',
    );
    expect(fieldErrorSentence({ field: 'querystring.debug', rule: 'additionalProperties' })).toBe(
      GENERIC_FIELD_ERROR,
    );
  });

  it('is what a form shows for a 400 validation envelope', () => {
    const envelope = {
      errorCode: 1001,
      message: 'Dữ liệu không hợp lệ: body.phone cần ít nhất 1 ký tự',
      data: { field: 'body.phone', rule: 'minLength', limit: 1 },
    };
    let error: unknown;
    try {
      dataOf(envelope as never);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvelopeError);
    expect(userMessageOf(error)).toBe('Vui lòng nhập số điện thoại.');
    expect(userMessageOf(error)).not.toContain('body.');
  });
});
