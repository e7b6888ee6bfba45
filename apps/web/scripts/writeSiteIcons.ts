/** Writes src/icons/site-icons.svg from the list in src/icons/siteIcons.ts. */
import { writeFileSync } from 'node:fs';
import { siteIconSprite } from '../src/icons/siteIconSprite';

writeFileSync(new URL('../src/icons/site-icons.svg', import.meta.url), siteIconSprite());
