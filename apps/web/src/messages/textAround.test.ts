import { textAround } from './textAround';

describe('the text around an element', () => {
  it('is the message before and after the argument', () => {
    expect(textAround((path) => `No route matches ${path}.`)).toEqual(['No route matches ', '.']);
  });

  it('is empty where the argument starts or ends the message', () => {
    expect(textAround((phrase) => `${phrase}をつくっています`)).toEqual(['', 'をつくっています']);
  });
});
