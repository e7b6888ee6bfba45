import { SvgSymbols } from '../../components/SymbolIcon';

/**
 * The ids of the icons every app card draws: Tabler's star-filled and eye, as its React icons draw them,
 * and the rating's row of five stars (16 px each, 2 px apart), drawn from the one star.
 */
export const APP_CARD_SYMBOLS = {
  star: 'app-card-star',
  stars: 'app-card-stars',
  eye: 'app-card-eye',
} as const;

export const STARS = 5;
const STAR_SIZE = 16;
const STAR_GAP = 2;
export const STAR_ROW_WIDTH = STARS * STAR_SIZE + (STARS - 1) * STAR_GAP;

/** The app cards' icons, once per list of cards. */
export function AppCardSymbols() {
  return (
    <SvgSymbols>
      <symbol id={APP_CARD_SYMBOLS.star} viewBox="0 0 24 24">
        <path
          fill="#f59f00"
          d="M8.243 7.34l-6.38 .925l-.113 .023a1 1 0 0 0 -.44 1.684l4.622 4.499l-1.09 6.355l-.013 .11a1 1 0 0 0 1.464 .944l5.706 -3l5.693 3l.1 .046a1 1 0 0 0 1.352 -1.1l-1.091 -6.355l4.624 -4.5l.078 -.085a1 1 0 0 0 -.633 -1.62l-6.38 -.926l-2.852 -5.78a1 1 0 0 0 -1.794 0l-2.853 5.78z"
        />
      </symbol>
      <symbol id={APP_CARD_SYMBOLS.stars} viewBox={`0 0 ${STAR_ROW_WIDTH} ${STAR_SIZE}`}>
        {Array.from({ length: STARS }, (_, index) => (
          <use
            key={index}
            href={`#${APP_CARD_SYMBOLS.star}`}
            x={index * (STAR_SIZE + STAR_GAP)}
            width={STAR_SIZE}
            height={STAR_SIZE}
          />
        ))}
      </symbol>
      <symbol id={APP_CARD_SYMBOLS.eye} viewBox="0 0 24 24">
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0" />
          <path d="M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6" />
        </g>
      </symbol>
    </SvgSymbols>
  );
}
