import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', 'msw-storybook-addon'],
  // Holds mockServiceWorker.js (`npx msw init .storybook/public`), served at the root.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: {
        // Workspace packages resolve to their TypeScript sources, so stories never need a
        // prior `pnpm build` and edits in packages/* hot-reload.
        conditions: ['@vita/source', ...defaultClientConditions],
      },
      // vanilla-extract evaluates `.css.ts` files in an SSR environment; it must resolve @vita/ui
      // to the same source as the client, or `vars` hash to other names (see apps/web/vite.config.ts).
      environments: {
        ssr: {
          resolve: {
            conditions: ['@vita/source', ...defaultServerConditions],
            externalConditions: ['@vita/source'],
          },
        },
      },
    });
  },
};

export default config;
