import { checkNewsletterEmail, newsletterNotices } from './newsletter';

describe('newsletter e-mail check', () => {
  it('asks for an address when the field is empty', () => {
    expect(checkNewsletterEmail('  ')).toBe('required');
    expect(newsletterNotices.required).toEqual({
      title: 'Email required',
      message: 'Please enter your email address.',
    });
  });

  it('refuses text without an at sign and a dot', () => {
    expect(checkNewsletterEmail('player@example')).toBe('invalid');
    expect(newsletterNotices.invalid).toEqual({
      title: 'Invalid email',
      message: 'Please enter a valid email address.',
    });
  });

  it('thanks the visitor for a plausible address', () => {
    expect(checkNewsletterEmail('player@example.com')).toBe('subscribed');
    expect(newsletterNotices.subscribed).toEqual({
      title: 'Thanks for subscribing!',
      message: "You'll receive updates on new releases and exclusive offers.",
    });
  });
});
