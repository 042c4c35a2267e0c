import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SignedInAs } from './account-overview';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('SignedInAs', () => {
  it('names the customer with the e-mail after it', () => {
    expect(text(renderToStaticMarkup(<SignedInAs account={{ firstName: 'Michael', lastName: 'Wrench', email: 'mike@example.com' }} />))).toBe(
      'Signed in as Michael Wrench (mike@example.com)',
    );
  });

  it('shows the e-mail once when the account has no name (a guest upgraded at checkout)', () => {
    expect(text(renderToStaticMarkup(<SignedInAs account={{ firstName: '', lastName: ' ', email: 'mech.guest1@example.com' }} />))).toBe(
      'Signed in as mech.guest1@example.com',
    );
  });
});
