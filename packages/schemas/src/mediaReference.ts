// A module of its own, apart from the media entries (which parse YouTube links): every page's images check their source with it.

export const IMAGE_REFERENCE_MESSAGE = 'Enter an uploaded file or an http(s) URL';

/**
 * Where an image or video may come from: an uploaded file, a web URL, a data: URL, or a /uploads path, which
 * docs/SPEC.md (Images) lists among image references; no route serves it, so such an image shows the placeholder.
 */
export function isMediaReference(url: string): boolean {
  return (
    /^\/(api\/files|uploads|api\/placeholder-image)(\/|$|\?)/.test(url) ||
    /^https?:\/\/[^\s]+$/i.test(url) ||
    /^data:(image|video)\/[a-z0-9.+-]+[;,]/i.test(url)
  );
}
