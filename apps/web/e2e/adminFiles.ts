/** A small SVG image made on the spot, in the shape Playwright's setInputFiles takes. */
export function svgImage(name: string, colour: string, width = 90, height = 160) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colour}"/></svg>`;
  return { name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}
