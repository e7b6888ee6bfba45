import { senderText, smtpServerOf } from './mailConfig';

describe('the e-mail settings as the admin reads them', () => {
  it('name the sender with its name when it has one', () => {
    expect(senderText({ name: 'Pixelwave Studio', address: 'no-reply@studio.example' })).toBe(
      'Pixelwave Studio <no-reply@studio.example>',
    );
    expect(senderText({ name: '', address: 'news@studio.example' })).toBe('news@studio.example');
  });

  it.each([
    ['smtp://user:secret@mail.example', 'smtp://mail.example:587'],
    ['smtps://user:secret@mail.example', 'smtps://mail.example:465'],
    ['smtp://mail.example:2525', 'smtp://mail.example:2525'],
  ])('show the SMTP server of %p without its credentials', (url, server) => {
    expect(smtpServerOf(url)).toBe(server);
  });
});
