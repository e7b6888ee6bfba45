import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

const API_DEV_ORIGIN = 'http://127.0.0.1:3000';

/** A group for vendor JavaScript (stylesheets stay with the chunk that imports them). */
function vendor(name: string, packages: RegExp) {
  return {
    name,
    test: (id: string) => packages.test(id) && !id.endsWith('.css'),
    // Only what the first page load needs: admin-only library code stays in the admin chunks.
    tags: ['$initial' as const],
  };
}

/** Vendor code every visit loads, split by how often it changes so browsers cache it well. */
const VENDOR_CHUNKS = [
  vendor(
    'react',
    /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  ),
  vendor(
    'mantine',
    /node_modules[\\/](@mantine|@floating-ui|@tabler|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib)[\\/]/,
  ),
  vendor('data', /node_modules[\\/](@tanstack|@trpc)[\\/]/),
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': API_DEV_ORIGIN,
      '/trpc': API_DEV_ORIGIN,
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_CHUNKS },
      },
    },
  },
});
