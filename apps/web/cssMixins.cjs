/**
 * Mantine's Group, Stack, Card, Title, Text's lineClamp and SimpleGrid as CSS mixins (postcss-mixins, through
 * postcss-preset-mantine), for the CSS modules that draw those components with classes of their own: their props
 * would put a style attribute on every element, or a <style> element in the page. Used as
 * `@mixin group wrap, space-between, center, var(--gap);`. Besides them, the dark band the top of a page starts with.
 */

/** Mantine's breakpoints, as postcss-simple-vars gives them to the modules ($mantine-breakpoint-sm…). */
const BREAKPOINTS = { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' };

module.exports.BREAKPOINTS = BREAKPOINTS;

module.exports.mixins = {
  /** A Group: items in a row. */
  group: (_mixin, wrap, justify, align, gap) => ({
    display: 'flex',
    'flex-wrap': wrap,
    'justify-content': justify,
    'align-items': align,
    gap,
  }),

  /** A Stack: items in a column, as wide as it. */
  stack: (_mixin, gap) => ({
    display: 'flex',
    'flex-direction': 'column',
    'align-items': 'stretch',
    'justify-content': 'flex-start',
    gap,
  }),

  /** A Card (radius lg, shadow sm, with border): a column of its sections. */
  card: () => ({
    position: 'relative',
    overflow: 'hidden',
    display: 'flex',
    'flex-direction': 'column',
    color: 'var(--mantine-color-text)',
    'background-color': 'var(--mantine-color-white)',
    border: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-gray-3)',
    'border-radius': 'var(--mantine-radius-lg)',
    'box-shadow': 'var(--mantine-shadow-sm)',
    '-webkit-tap-highlight-color': 'transparent',
  }),

  /**
   * A dark band at the very top of the page, under the fixed site header (5rem with its margins), its text white:
   * the header's room plus `top` above the content, `bottom` below it.
   */
  'under-site-header': (_mixin, top, bottom) => ({
    'margin-top': '-5rem',
    padding: `calc(5rem + ${top}) 0 ${bottom}`,
    color: 'var(--mantine-color-white)',
  }),

  /** A Title of this order (h3) at this size. */
  title: (_mixin, order, size) => ({
    margin: '0',
    'font-family': 'var(--mantine-font-family-headings)',
    'font-weight': `var(--mantine-${order}-font-weight)`,
    'font-size': size,
    'line-height': `var(--mantine-${order}-line-height)`,
    'text-wrap': 'var(--mantine-heading-text-wrap)',
  }),

  /** A Text's lineClamp: this many lines at most, the last one ending in an ellipsis. */
  'line-clamp': (_mixin, lines) => ({
    overflow: 'hidden',
    display: '-webkit-box',
    '-webkit-line-clamp': lines,
    '-webkit-box-orient': 'vertical',
    'text-overflow': 'ellipsis',
  }),

  /**
   * A SimpleGrid: one column on phones, then as many as a step says from its breakpoint up, each step a breakpoint
   * and a count (`@mixin simple-grid var(--mantine-spacing-lg), sm 2, lg 3;`).
   */
  'simple-grid': (_mixin, gap, ...steps) => {
    const grid = { display: 'grid', 'grid-template-columns': 'minmax(0, 1fr)', gap };
    for (const step of steps) {
      const [breakpoint, columns] = step.split(/\s+/);
      grid[`@media (min-width: ${BREAKPOINTS[breakpoint]})`] = {
        'grid-template-columns': `repeat(${columns}, minmax(0, 1fr))`,
      };
    }
    return grid;
  },
};
