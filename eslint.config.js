// Lint: TypeScript's recommended rules, no import cycles, and the boundaries of the layout
// (docs/ARCHITECTURE.md): a web feature reaches another only through that feature's `public/`
// files (app/ composes them); a server feature never reads another feature's repo. `npm run lint`.
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = fs
  .readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const webZones = webFeatures.flatMap((f) =>
  webFeatures
    .filter((g) => g !== f)
    .map((g) => ({
      target: `./apps/web/src/features/${f}`,
      from: `./apps/web/src/features/${g}`,
      except: ['./public'],
      message: `features/${f} reaches features/${g} only through features/${g}/public/ (or app/ composes them)`,
    })),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'e2e/screenshots/**', 'packages/language/data/**', '**/*.d.ts', 'data/**'] },
  ...tseslint.configs.recommended,
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/repo', '../*/*-repo', '../../*/repo', '../../*/*-repo'],
              message: "A feature never reads another feature's repo: call its service, or react to its events.",
            },
          ],
        },
      ],
    },
  },
);
