// Characters that could end a <script> element or start HTML inside it (`</script>`, `<!--`), and the two
// line separators older parsers treat as line ends, written as JSON escapes: the parsed value is unchanged.
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that can sit inside a <script> element whatever strings it holds. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_IN_SCRIPT[character]!,
  );
}
