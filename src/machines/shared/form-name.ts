/** The person's name on the account and profile forms: the server's limit and what is said about it. */
export const NAME_MAX_LENGTH = 100;

export const NAME_MESSAGES = {
  missingName: 'Vui lòng nhập họ và tên',
  longName: `Họ và tên tối đa ${NAME_MAX_LENGTH} ký tự`,
} as const;
