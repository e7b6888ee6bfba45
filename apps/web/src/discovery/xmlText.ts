const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Control characters XML 1.0 does not allow at all (tab, line feed and carriage return are fine).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text safe inside an XML element or attribute. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}
