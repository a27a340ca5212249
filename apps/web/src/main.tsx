import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
// After Fontsource's faces: English text takes this smaller cut of Inter (scripts/subset-inter.mjs).
import './fonts/inter-basic-latin.css';
// The ui package's page reset is opt-in; the app wants it (body font and colours, box sizing).
import '@vita/ui/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createApp } from './app';
import { applyTheme } from './lib/theme';

const app = createApp();

// Apply the theme class before the first render so the first paint already has it.
applyTheme(app.services.theme.resolved.get());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders app={app} />
  </StrictMode>,
);
