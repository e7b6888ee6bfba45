import { scriptJson } from './scriptJson';

describe('scriptJson', () => {
  it('cannot end the script element or open a comment, whatever the strings hold', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
