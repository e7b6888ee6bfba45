import { contactMessageSchema } from './contact';
import { messagesFor } from './testing';

const validMessage = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello there',
  message: 'I love your games!',
};

describe('contact message', () => {
  it('accepts a complete message', () => {
    expect(contactMessageSchema.safeParse(validMessage).success).toBe(true);
  });

  it('refuses an invalid e-mail address', () => {
    expect(messagesFor(contactMessageSchema, { ...validMessage, email: 'ada@' }, 'email')).toEqual([
      'Invalid email address',
    ]);
  });

  it('asks for a name of at least 2 characters', () => {
    expect(messagesFor(contactMessageSchema, { ...validMessage, name: 'A' }, 'name')).toEqual([
      'Name must be at least 2 characters',
    ]);
  });

  it('asks for a subject of at least 5 characters', () => {
    expect(
      messagesFor(contactMessageSchema, { ...validMessage, subject: 'Hi' }, 'subject'),
    ).toEqual(['Subject must be at least 5 characters']);
  });

  it('asks for a message of at least 10 characters', () => {
    expect(
      messagesFor(contactMessageSchema, { ...validMessage, message: 'Hi' }, 'message'),
    ).toEqual(['Message must be at least 10 characters']);
  });
});
