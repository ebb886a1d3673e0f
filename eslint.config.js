import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/coverage/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` reads better than the braces this rule asks for.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Props declared as methods (`onClose(): void`) are plain callbacks, never bound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The contract's schemas (and zod) come with the screens that check what people type
    // (forms, dialogs) or read free-form audit entries; the shell and the lists read the
    // contract's plain values (`@showroom/contract/values`, `/access`, `/constants`) and its
    // types (docs/decisions/027).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/components/resource/action-dialog.tsx',
      'apps/web/src/components/bulk-edit/bulk-edit-dialog.tsx',
      'apps/web/src/components/resource/resource-form-page.tsx',
      'apps/web/src/components/resource/history-panel.tsx',
      'apps/web/src/features/cars/car-details-page.tsx',
      'apps/web/src/features/account/*-section.tsx',
      'apps/web/src/features/contact-details/contact-details-form.ts',
      'apps/web/src/features/queries/query-page.tsx',
      'apps/web/src/features/queries/query-replies.ts',
      'apps/web/src/features/session/*-page.tsx',
      'apps/web/src/features/site-pages/site-page-edit.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@showroom/contract',
              allowTypeImports: true,
              message:
                'Read plain values from @showroom/contract/values (or /access, /constants); schemas load with forms (ADR 027).',
            },
          ],
        },
      ],
    },
  },
  {
    // The audit log is written by changes/audited-write.ts alone and read by the audit module
    // (docs/decisions/014); every other write goes through the former.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/changes/**', 'apps/api/src/modules/audit/**', 'apps/api/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/db/schema$',
              importNames: ['auditLog'],
              message: 'Write through changes/audited-write.ts; the audit module reads the log.',
            },
            {
              // A table may be imported from its own file too (ADR 047).
              regex: '/db/schema/audit-log$',
              message: 'Write through changes/audited-write.ts; the audit module reads the log.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read response bodies as loosely typed JSON on purpose.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Vitest fixtures must destructure their first argument, even when they need nothing.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
