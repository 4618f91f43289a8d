import { wallClockNow } from '../../support/wall-clock';
/**
 * A `document.cookie` double with a browser's semantics for what js-cookie does: each write is one
 * `name=value; attr...` string, an expiry in the past deletes, reads list live cookies as
 * `a=1; b=2`. Every raw write is kept so tests can check attributes.
 */
export interface CookieWrite {
  raw: string;
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export class CookieDocument {
  readonly writes: CookieWrite[] = [];
  private readonly jar = new Map<string, { value: string; expiresAt: number | null }>();

  constructor(private readonly now: () => number = wallClockNow) {}

  get cookie(): string {
    const live: string[] = [];
    for (const [name, { value, expiresAt }] of this.jar) {
      if (expiresAt === null || expiresAt > this.now()) live.push(`${name}=${value}`);
    }
    return live.join('; ');
  }

  set cookie(raw: string) {
    const [pair = '', ...parts] = raw.split('; ');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attributes: Record<string, string | true> = {};
    for (const part of parts) {
      const index = part.indexOf('=');
      if (index === -1) attributes[part.toLowerCase()] = true;
      else attributes[part.slice(0, index).toLowerCase()] = part.slice(index + 1);
    }
    this.writes.push({ raw, name, value, attributes });
    const expires = attributes.expires;
    const expiresAt = typeof expires === 'string' ? Date.parse(expires) : null;
    if (expiresAt !== null && expiresAt <= this.now()) this.jar.delete(name);
    else this.jar.set(name, { value, expiresAt });
  }

  lastWrite(name: string): CookieWrite {
    const write = this.writes.filter((entry) => entry.name === name).at(-1);
    if (!write) throw new Error(`No cookie named ${name} was written`);
    return write;
  }
}
