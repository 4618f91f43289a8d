import type { FormEvent } from 'react';

/** The text a submitted form holds in its field `name` ('' when it has none). */
type FormText = (name: string) => string;

/**
 * A form's onSubmit: the browser's own submission (a page load) is cancelled and `act` gets the form's
 * fields instead, so the machine decides what the submit means.
 */
export function formSubmit(act: (text: FormText) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    act((name) => String(data.get(name) ?? ''));
  };
}
