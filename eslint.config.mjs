import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

/**
 * Import boundaries (see STYLE.md): shared code (components, lib, fields, access) never imports a
 * domain; domains never import routes or blocks; nothing imports the app's routes. Cycles: madge.
 */
const DOMAINS = ['gallery', 'engagement', 'video', 'seed', 'site', 'forms', 'newsletter', 'search', 'commerce', 'import']
/** Domains that stand alone: they import no other domain (routes and blocks compose them). */
const SELF_CONTAINED = ['forms', 'newsletter', 'search', 'commerce', 'import']

const boundaries = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: [
        ...['components', 'lib', 'fields', 'access'].map((shared) => ({
          target: `./src/${shared}`,
          from: [...DOMAINS.map((domain) => `./src/${domain}`), './src/blocks', './src/app'],
          message: 'Shared code must not depend on a domain, a block or a route.',
        })),
        ...DOMAINS.map((domain) => ({
          target: `./src/${domain}`,
          from: ['./src/app', './src/blocks'],
          message: 'Domains must not depend on routes or blocks; routes compose domains.',
        })),
        {
          // The shop's panel in the viewer is composed by the routes (src/lib/viewerPanels.ts).
          target: './src/gallery',
          from: ['./src/seed', './src/site', './src/forms', './src/newsletter', './src/search', './src/commerce'],
          message: 'The gallery domain must not depend on other domains.',
        },
        {
          // The viewer's rating, comments and view counts read the engagement endpoints' answers.
          target: './src/gallery',
          from: './src/engagement',
          except: ['./answers.ts'],
          message: 'The gallery may use only the engagement endpoints’ answers (src/engagement/answers.ts).',
        },
        {
          // Clips in galleries: the gallery uses the player, the clip's view model and the embed providers.
          target: './src/gallery',
          from: './src/video',
          except: ['./player', './media.ts', './providers.ts'],
          message: 'The gallery may use only the media player (src/video/player), src/video/media and src/video/providers.',
        },
        ...SELF_CONTAINED.map((domain) => ({
          target: `./src/${domain}`,
          from: DOMAINS.filter((other) => other !== domain).map((other) => `./src/${other}`),
          message: `The ${domain} domain must not depend on other domains.`,
        })),
        {
          target: './src/video',
          from: ['./src/gallery', './src/seed', './src/site'],
          message: 'The video domain must not depend on other domains.',
        },
      ],
    },
  ],
}
// Import cycles are found by madge (`npm test`, .madgerc): in seconds, where import/no-cycle took minutes.

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'src/app/(payload)/**', 'src/migrations/*/**', 'src/payload-types.ts', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts', '.isolated/**', '.test-reports/**', '.cluster/**', '.scratch/**', 'backups/**'],
  },
  {
    rules: {
      ...boundaries,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // next/link fetches every linked page as it comes into view unless told not to: a gallery index
    // or a menu would fetch dozens on load. Public pages use PageLink (fetched when pointed at).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/admin/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Link']:not(:has(JSXAttribute[name.name='prefetch']))",
          message: 'Use PageLink (src/components/PageLink.tsx) for a public page, or give next/link prefetch={false}: viewport prefetch fetches every linked page on load.',
        },
      ],
    },
  },
  {
    // A stylesheet imported from a second place becomes a file of its own, one more request before the
    // first paint: page styles come from the frontend layout or the block renderer; code loaded after
    // the first paint (the viewer, the shop, the map) brings its own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/(frontend)/layout.tsx', 'src/blocks/RenderBlocks.tsx', 'src/gallery/lightbox/Viewer.client.tsx', 'src/commerce/viewer/index.tsx', 'src/blocks/Map/leafletMap.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.css$',
              message: 'Import page styles in src/app/(frontend)/layout.tsx, or a block\'s in src/blocks/RenderBlocks.tsx, so each page keeps one or two stylesheets.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server components take client parts from the islands modules, so each loads only where it is
    // rendered (src/blocks/islands.tsx explains why); types may still come from the client file.
    files: ['src/blocks/*/Component.tsx', 'src/gallery/browser/*.tsx', 'src/gallery/views/*/Component.tsx'],
    ignores: ['**/*.client.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.client$',
              allowTypeImports: true,
              message: 'Import client components in server code from src/blocks/islands.tsx or src/gallery/islands.tsx.',
            },
          ],
        },
      ],
    },
  },
]

export default config
