import { SvgSymbols } from '../../components/SymbolIcon';

/** The id of the arrow every post card draws (Tabler's arrow-right, as its React icon draws it). */
export const READ_MORE_ARROW = 'blog-card-arrow';

/** The post cards' icon, once per list of cards. */
export function BlogCardSymbols() {
  return (
    <SvgSymbols>
      <symbol id={READ_MORE_ARROW} viewBox="0 0 24 24">
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12l14 0" />
          <path d="M13 18l6 -6" />
          <path d="M13 6l6 6" />
        </g>
      </symbol>
    </SvgSymbols>
  );
}
