/** The archive cannot be imported: not a site archive, from another version of the site, or damaged. */
export class ArchiveInvalid extends Error {
  override name = 'ArchiveInvalid';
}

/** The site has apps, blog posts or files, and replacing them was not asked for. */
export class SiteNotEmpty extends Error {
  override name = 'SiteNotEmpty';
  constructor() {
    super('The site already has content. Import with replace to overwrite it.');
  }
}
