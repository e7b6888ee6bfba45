import { activityQuerySchema } from './dashboard';
import { idSchema } from './common';

describe('ids', () => {
  it.each([
    [7, 7],
    ['7', 7],
    ['2147483647', 2_147_483_647],
  ])('accept %j as %d', (given, id) => {
    expect(idSchema.parse(given)).toBe(id);
  });

  it.each([
    true,
    false,
    null,
    [1],
    ['1'],
    ' 1',
    '1 ',
    '+1',
    '1.0',
    '1e3',
    '0x10',
    '',
    1.5,
    0,
    -3,
    '2147483648',
  ])('refuse %j', (given) => {
    expect(idSchema.safeParse(given).success).toBe(false);
  });
});

describe('list limits', () => {
  it('default to 20 and take digits or numbers up to 100', () => {
    expect(activityQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(activityQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(activityQuerySchema.parse({ limit: 100 })).toEqual({ limit: 100 });
  });

  it.each([true, [5], '5 ', '5.5', 0, 101, 'ten'])('refuse %j', (limit) => {
    expect(activityQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});
