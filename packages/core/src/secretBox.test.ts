import { createSecretBox } from './secretBox';

const box = createSecretBox('a-master-secret-that-is-long-enough');

describe('a sealed secret', () => {
  it('opens to the secret with the same master secret, on any instance', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('a-master-secret-that-is-long-enough').open(sealed)).toBe(
      'JBSWY3DPEHPK3PXP',
    );
  });

  it('differs each time it is sealed', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('does not open under another master secret, or once altered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('another-master-secret-long-enough-too').open(sealed)).toBeNull();
    const [version, iv, data, tag] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open([version, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});
