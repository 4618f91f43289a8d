export interface SmsMessage {
  /** 09x form. */
  phone: string;
  body: string;
}

/** Where OTP texts go. `send` rejects when the message could not be handed over. */
export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}
